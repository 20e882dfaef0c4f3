// The lobby: a form built from /api/catalog, POSTed to /api/games; the answer holds the links.
"use strict";
let catalog = null;
const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) { if (k === "text") e.textContent = v; else e.setAttribute(k, v); }
  for (const c of children) e.append(c);
  return e;
}

function currentGame() { return catalog.games.find((g) => g.name === $("game").value); }

function drawGame() {
  const g = currentGame();
  const players = $("players");
  players.replaceChildren();
  for (let n = g.min_players; n <= g.max_players; n++) players.append(el("option", { value: n, text: n }));
  players.value = g.players;
  const box = $("options");
  box.replaceChildren();
  for (const f of g.options) {
    let input;
    if (f.kind === "choice" || f.kind === "flag") {
      input = el("select", { "data-option": f.name, "data-default": f.default });
      for (const c of (f.kind === "flag" ? ["true", "false"] : f.choices)) input.append(el("option", { value: c, text: c }));
      input.value = f.default;
    } else {
      input = el("input", { "data-option": f.name, "data-default": f.default, type: f.kind === "number" ? "number" : "text",
                            value: f.default, placeholder: f.optional ? "(none)" : "" });
    }
    const label = el("label", {}, f.label + " ", input);
    if (f.hint) label.append(el("span", { class: "hint", text: " " + f.hint }));
    box.append(label);
  }
  drawSeats();
}

function drawSeats() {
  const box = $("seats");
  const n = Number($("players").value);
  const old = [...box.querySelectorAll("input")].map((i) => i.value);
  box.replaceChildren();
  for (let s = 0; s < n; s++) {
    const spec = el("input", { "data-seat": s, value: old[s] ?? (s === 0 ? "human" : "random"), list: "agents" });
    box.append(el("label", {}, `P${s + 1} `, spec));
  }
  const list = el("datalist", { id: "agents" });
  for (const a of ["human", ...catalog.agents]) list.append(el("option", { value: a }));
  box.append(list);
}

async function create() {
  $("error").textContent = "";
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    const v = input.value.trim();
    if (v !== "" && v !== input.dataset.default) options[input.dataset.option] = v;
  }
  const body = {
    game: $("game").value, options,
    seats: [...document.querySelectorAll("[data-seat]")].map((i) => i.value.trim()),
    move_timer: $("move_timer").value ? Number($("move_timer").value) : null,
    bot_delay: Number($("bot_delay").value || 0),
    seed: $("seed").value ? Number($("seed").value) : null,
  };
  const r = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const data = await r.json();
  if (!r.ok) { $("error").textContent = data.message; return; }
  showLinks(data);
}

function showLinks(data) {
  const box = $("links");
  box.replaceChildren();
  const row = (name, path) => {
    const url = location.origin + path;
    box.append(el("label", {}, name + " ", el("input", { readonly: "", value: url, "data-link": name }),
                  el("a", { href: url, target: "_blank", text: "open" })));
  };
  for (const s of data.seats) if (s.link) row(s.player, s.link);
  row("spectators", data.spectator);
  row("creator", data.creator);
  $("created").hidden = false;
}

fetch("/api/catalog").then((r) => r.json()).then((c) => {
  catalog = c;
  for (const g of c.games) $("game").append(el("option", { value: g.name, text: g.title }));
  $("game").value = c.games.some((g) => g.name === "lost-legacy") ? "lost-legacy" : c.games[0].name;
  $("game").onchange = drawGame;
  $("players").onchange = drawSeats;
  $("create").onclick = create;
  drawGame();
});
