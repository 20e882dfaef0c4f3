// A finished game, step by step, as a spectator or one player saw it.
"use strict";
const $ = (id) => document.getElementById(id);
const storedId = location.pathname.split("/").pop();
let step = 0, steps = 0, players = 0;

async function show(n) {
  const viewer = $("viewer").value;
  const r = await fetch(`/api/replay/${storedId}?step=${n}${viewer === "" ? "" : "&viewer=" + viewer}`);
  const m = await r.json();
  if (!r.ok) { $("turn").textContent = m.message; return; }
  step = m.step; steps = m.steps;
  if (!players) {
    players = m.seats.length;
    for (const s of m.seats) $("viewer").append(Object.assign(document.createElement("option"), { value: s.seat, textContent: `${s.player} (${s.spec})` }));
  }
  $("title").textContent = `${m.title}: replay of game ${storedId}`;
  $("turn").textContent = `Step ${step} of ${steps}${m.action ? ": " + m.action : ""}`;
  $("result").textContent = m.terminal ? `Result: ${m.returns.map((r, s) => `P${s + 1} ${r}`).join(", ")}` : "";
  $("board").innerHTML = m.board.svg;
  $("events").replaceChildren(...m.events.map((t) => Object.assign(document.createElement("li"), { textContent: t })));
  $("events").scrollTop = $("events").scrollHeight;
  document.body.dataset.step = step;
}
$("first").onclick = () => show(0);
$("prev").onclick = () => show(Math.max(0, step - 1));
$("next").onclick = () => show(Math.min(steps, step + 1));
$("last").onclick = () => show(steps);
$("viewer").onchange = () => show(step);
document.addEventListener("keydown", (e) => {
  if (e.key === "ArrowRight") show(Math.min(steps, step + 1));
  if (e.key === "ArrowLeft") show(Math.max(0, step - 1));
});
show(0);
