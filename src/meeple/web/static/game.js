// A seat's (or a spectator's) page: live views over the WebSocket, actions sent back.
// Message format: docs/web.md (protocol version 1).
"use strict";
const V = 1;
const $ = (id) => document.getElementById(id);
const token = new URLSearchParams(location.search).get("t") || "";
const gameId = location.pathname.split("/").pop();
let view = null, events = [], ws = null, retry = 300, waiting = false;

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) { if (k === "text") e.textContent = v; else e.setAttribute(k, v); }
  for (const c of children) e.append(c);
  return e;
}
const player = (s) => `P${s + 1}`;

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${proto}://${location.host}/ws/${gameId}?t=${encodeURIComponent(token)}`);
  ws.onopen = () => { retry = 300; waiting = false; $("conn").textContent = "connected"; };
  ws.onmessage = (e) => receive(JSON.parse(e.data));
  ws.onclose = (e) => {
    $("conn").textContent = "disconnected: reconnecting";
    document.body.dataset.state = "disconnected";
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  };
}

function receive(msg) {
  if (msg.type === "error") {
    $("error").textContent = msg.message;
    waiting = false;
    drawActions();
    return;
  }
  if (msg.type === "accepted") { waiting = false; drawActions(); return; }
  if (msg.type !== "view") return;
  if (msg.events_from !== events.length) events = events.slice(0, msg.events_from);
  events.push(...msg.events);
  if (!view || msg.position !== view.position) $("error").textContent = "";
  view = msg;
  draw();
}

function send(action) {
  if (!view || waiting) return;
  waiting = true;
  hideMenu();
  ws.send(JSON.stringify({ v: V, type: "act", position: view.position, action }));
  drawActions();
}

function draw() {
  document.title = `meeple: ${view.title}`;
  $("title").textContent = view.title;
  $("who").textContent = view.seat === null ? "watching" : `you are ${player(view.seat)}`;
  const mine = view.legal.length > 0;
  const turn = $("turn");
  turn.className = mine ? "yours" : "";
  if (view.terminal) turn.textContent = "The game is over.";
  else if (view.submitted) turn.textContent = `Your secret choice is in (${view.submitted}); waiting for ${view.acting.map(player).join(", ")}.`;
  else if (mine) turn.textContent = view.acting.length > 1 ? `Your choice (secret; also choosing: ${view.acting.filter((s) => s !== view.seat).map(player).join(", ")}).` : "Your turn.";
  else turn.textContent = `Waiting for ${view.acting.map(player).join(", ")}.`;
  $("result").textContent = view.terminal ? result(view.returns) : "";
  $("board").innerHTML = view.board.svg;  // drawn by the server from this seat's view
  const named = new Set(view.board.action_elements.flat());
  for (const e of $("board").querySelectorAll("[data-el]")) if (named.has(e.dataset.el)) e.classList.add("clickable");
  drawActions();
  const seats = $("seats");
  seats.replaceChildren(...view.seats.map((s) => el("li", {
    text: `${s.player}: ${s.kind === "human" ? "person" : "bot " + s.spec}${s.kind === "human" && !s.connected ? " (not connected)" : ""}${view.acting.includes(s.seat) ? " ◀" : ""}`,
  })));
  const list = $("events");
  const start = list.children.length <= events.length ? list.children.length : 0;
  if (start === 0) list.replaceChildren();
  for (const text of events.slice(start)) list.append(el("li", { text }));
  list.scrollTop = list.scrollHeight;
  document.body.dataset.position = view.position;
  document.body.dataset.state = view.terminal ? "over" : mine ? "yours" : "waiting";
}

function drawActions() {
  const box = $("actions");
  if (!view) return;
  box.replaceChildren(...view.legal.map((a, i) => {
    const b = el("button", { "data-action": a.action, "data-index": i, text: a.description });
    b.disabled = waiting;
    b.onclick = () => send(a.action);
    return b;
  }));
  if (!view.legal.length) box.append(el("p", { class: "hint", text: view.terminal ? "Nothing more to do." : "Nothing to choose now." }));
}

function result(returns) {
  const best = Math.max(...returns);
  const winners = returns.map((r, s) => (r === best ? player(s) : null)).filter(Boolean);
  const scores = returns.map((r, s) => `${player(s)} ${r}`).join(", ");
  return `Result: ${scores}. ${winners.length === returns.length ? "Nobody wins outright." : "Winner: " + winners.join(", ") + "."}`;
}

// A click on a drawn element offers exactly the legal actions that name it.
$("board").addEventListener("click", (ev) => {
  const target = ev.target.closest("[data-el]");
  if (!target || !view) return;
  const id = target.dataset.el;
  const offers = view.legal.filter((a, i) => view.board.action_elements[i].includes(id));
  if (!offers.length) return;
  const menu = $("menu");
  menu.replaceChildren(...offers.map((a) => {
    const b = el("button", { "data-action": a.action, text: a.description });
    b.onclick = () => send(a.action);
    return b;
  }), Object.assign(el("button", { text: "cancel" }), { onclick: hideMenu }));
  menu.style.left = `${ev.pageX + 4}px`;
  menu.style.top = `${ev.pageY + 4}px`;
  menu.hidden = false;
  ev.stopPropagation();
});
function hideMenu() { $("menu").hidden = true; }
document.addEventListener("click", (ev) => { if (!ev.target.closest("#menu")) hideMenu(); });

setInterval(() => {
  const t = $("timer");
  if (!view || !view.deadline || view.terminal) { t.textContent = ""; return; }
  const left = Math.max(0, Math.round(view.deadline - Date.now() / 1000));
  t.textContent = `${left} s left to choose (then a random choice is made)`;
}, 500);

// The creator's link also shows the seats' links and can hand a seat to a bot.
async function admin() {
  const r = await fetch(`/api/games/${gameId}/links?t=${encodeURIComponent(token)}`);
  if (!r.ok) return;
  drawLinks(await r.json());
  $("admin").hidden = false;
}
function drawLinks(data) {
  const box = $("links");
  box.replaceChildren();
  for (const s of data.seats) {
    const row = el("div", {}, el("strong", { text: s.player + " " }));
    if (s.link) {
      row.append(el("input", { readonly: "", value: location.origin + s.link }));
      const b = el("button", { text: "hand to a bot (random)", "data-bot": s.seat });
      b.onclick = async () => {
        const r = await fetch(`/api/games/${gameId}/seats/${s.seat}/bot`, { method: "POST",
          headers: { "Content-Type": "application/json" }, body: JSON.stringify({ t: token, spec: "random" }) });
        const d = await r.json();
        if (r.ok) drawLinks(d); else $("error").textContent = d.message;
      };
      row.append(b);
    } else row.append(document.createTextNode(`bot ${s.spec}`));
    box.append(row);
  }
  box.append(el("div", {}, el("strong", { text: "spectators " }), el("input", { readonly: "", value: location.origin + data.spectator })));
}

connect();
admin();
