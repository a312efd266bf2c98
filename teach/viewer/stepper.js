// Steps through the trace embedded in the page (README "Line traces"). Step k
// shows the state after its line ran: arrows mark that line (just executed)
// and the line the top frame runs next.
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("trace-data").textContent);
  const steps = data.steps;
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const oracleNames = new Set(Object.keys(data.values || {}));
  let current = 0; // 0-based index of the step shown

  // The program, its lines kept as written (indentation included).
  const rows = [];
  data.source.forEach((text, i) => {
    const tr = el("tr");
    tr.dataset.line = i + 1;
    tr.append(el("td", "arrow"), el("td", "num", String(i + 1)), el("td", "code", text));
    $("code").append(tr);
    rows.push(tr);
  });
  $("stdin").textContent = data.stdin;
  for (const [key, value] of Object.entries(data.values || {})) {
    const tr = el("tr", "supplied");
    tr.append(el("td", "n oracle", key), el("td", "val", value));
    $("oracle").append(tr);
    $("oracle-box").hidden = false;
  }
  if (!data.stdin) $("stdin-box").hidden = true;
  const error = data.error ? " " + data.error.type + (data.error.message ? ": " + data.error.message : "") +
    (data.error.line ? " (line " + data.error.line + ")" : "") : "";
  $("result").textContent = "Result: " + data.status + error + ", " + data.total_steps + " steps";
  if (data.page_steps) {
    $("cap").hidden = false;
    $("cap").textContent = "The page stops at step " + steps.length + " of " + data.total_steps +
      ": a page holds about 2 MB of steps (hyexec trace --json has them all). The run went on to the end.";
  } else if (data.truncated) {
    $("cap").hidden = false;
    $("cap").textContent = "The trace stops at step " + steps.length + " of " + data.total_steps +
      " (--max-steps " + data.max_steps + "); the run went on to the end: its output and result are shown in full.";
  }
  $("slider").max = Math.max(steps.length, 1);

  // Output printed by steps 0..k: prefix sums, so a jump costs no loop.
  const outputEnd = [];
  let outputText = "";
  steps.forEach((s) => { outputText += s.printed; outputEnd.push(outputText.length); });

  function valueCell(v, where) {
    const td = el("td", "val");
    if (v.ref) {
      const dot = el("span", "ptr");
      dot.dataset.from = where;
      dot.dataset.to = v.ref;
      td.append(dot);
      td.title = v.repr;
    } else {
      td.textContent = v.repr;
    }
    return td;
  }

  function renderFrames(step) {
    const box = $("frames");
    box.textContent = "";
    const frames = step.frames.map((i) => data.frame_table[i]);
    frames.forEach((f, fi) => {
      const div = el("div", "frame" + (fi === frames.length - 1 ? " top" : ""));
      div.dataset.function = f.function;
      div.append(el("div", "name", f.function + "  (line " + f.line + ")"));
      const table = el("table", "vars");
      for (const [name, v] of Object.entries(f.locals)) {
        const tr = el("tr", "var");
        tr.dataset.name = name;
        tr.dataset.repr = v.repr;
        const n = el("td", "n", name);
        if (fi === 0 && oracleNames.has(name)) n.classList.add("oracle");
        tr.append(n, valueCell(v, "frame" + fi + ":" + name));
        table.append(tr);
      }
      div.append(table);
      if (step.event === "return" && f.function === step.function && fi === frames.length - 1)
        div.append(el("div", "ret", "Return value: " + step.return));
      box.append(div);
    });
    if (step.event === "return" && !frames.some((f, fi) => fi === frames.length - 1 && f.function === step.function))
      box.append(el("div", "ret", step.function + " returned " + step.return));
  }

  function renderHeap(step) {
    const box = $("heap");
    box.textContent = "";
    const prev = current > 0 ? steps[current - 1].heap : {};
    for (const [id, index] of Object.entries(step.heap)) {
      const h = data.object_table[index];
      const div = el("div", "obj");
      div.id = "heap-" + id;
      div.dataset.id = id;
      if (prev[id] !== undefined && prev[id] !== index) div.classList.add("changed");
      div.append(el("div", "kind", h.type + " " + id));
      const table = el("table");
      if (h.kind === "instance") {
        for (const [name, v] of Object.entries(h.attrs)) {
          const tr = el("tr", "cell");
          tr.append(el("td", "n", name), valueCell(v, id + "." + name));
          table.append(tr);
        }
      } else if (h.type === "dict") {
        h.items.forEach(([k, v], i) => {
          const tr = el("tr", "cell");
          tr.append(valueCell(k, id + ".k" + i), valueCell(v, id + "[" + i + "]"));
          table.append(tr);
        });
      } else {
        const idx = el("tr"), vals = el("tr", "cell");
        h.items.forEach((v, i) => {
          idx.append(el("td", "idx", h.type === "set" ? "" : String(i)));
          vals.append(valueCell(v, id + "[" + i + "]"));
        });
        if (!h.items.length) vals.append(el("td", "", "empty"));
        table.append(idx, vals);
      }
      if (h.more) table.append(el("tr", "", "... " + h.more + " more"));
      div.append(table);
      box.append(div);
    }
  }

  // One arrow per reference: from its dot to the left edge of the object's box.
  function drawArrows() {
    const svg = $("arrows");
    svg.querySelectorAll("path.ref").forEach((p) => p.remove());
    const origin = $("state").getBoundingClientRect();
    document.querySelectorAll("#state .ptr").forEach((dot) => {
      const target = document.getElementById("heap-" + dot.dataset.to);
      if (!target) return;
      const a = dot.getBoundingClientRect(), b = target.getBoundingClientRect();
      const x1 = a.left + a.width / 2 - origin.left, y1 = a.top + a.height / 2 - origin.top;
      const x2 = b.left - origin.left - 2, y2 = b.top + 10 - origin.top;
      const bend = Math.max(30, Math.abs(x2 - x1) / 2);
      const p = document.createElementNS("http://www.w3.org/2000/svg", "path");
      p.setAttribute("class", "ref");
      p.setAttribute("d", `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`);
      p.setAttribute("marker-end", "url(#head)");
      p.dataset.from = dot.dataset.from;
      p.dataset.to = dot.dataset.to;
      svg.append(p);
    });
  }

  function renderCfg(step) {
    const unit = step.unit || "";
    const text = data.cfg[unit] || "";
    $("cfg-unit").textContent = unit || "(a comprehension: no blocks of its own)";
    const box = $("cfg");
    if (box.dataset.unit !== unit) {
      box.dataset.unit = unit;
      box.textContent = "";
      for (const part of text.split(/\n(?=Block \d+:)/)) {
        const m = part.match(/Block (\d+):/);
        if (!m) continue;
        const div = el("div", "block", part.trim());
        div.dataset.block = m[1];
        box.append(div);
      }
    }
    box.querySelectorAll(".block").forEach((b) => b.classList.toggle("current", b.dataset.block === String(step.block)));
    const cur = box.querySelector(".block.current");
    if (cur) cur.scrollIntoView({block: "nearest"});
  }

  function show(k) {
    if (!steps.length) { $("counter").textContent = "no steps"; return; }
    current = Math.max(0, Math.min(steps.length - 1, k));
    const step = steps[current];
    const frames = step.frames.map((i) => data.frame_table[i]);
    const top = frames[frames.length - 1];
    rows.forEach((r) => r.classList.remove("prev", "next", "raised"));
    const done = rows[step.line - 1];
    if (done) done.classList.add(step.event === "exception" ? "raised" : "prev");
    const atEnd = current === steps.length - 1 && !data.truncated && !data.page_steps;
    if (top && !atEnd && step.event !== "exception" && rows[top.line - 1]) rows[top.line - 1].classList.add("next");
    const ev = $("event");
    ev.className = step.event;
    ev.textContent = step.event === "exception" ? "line " + step.line + " raised " + step.exception
      : step.event === "return" ? step.function + " returns " + step.return + " (line " + step.line + ")"
      : "line " + step.line + " ran in " + step.function;
    $("output").textContent = outputText.slice(0, outputEnd[current]);
    $("counter").textContent = "Step " + (current + 1) + " of " + steps.length;
    $("slider").value = current + 1;
    $("back").disabled = current === 0;
    $("first").disabled = current === 0;
    $("forward").disabled = current === steps.length - 1;
    $("last").disabled = current === steps.length - 1;
    document.body.dataset.step = current + 1;
    document.body.dataset.line = step.line;
    renderFrames(step);
    renderHeap(step);
    renderCfg(step);
    drawArrows();
  }

  $("first").onclick = () => show(0);
  $("back").onclick = () => show(current - 1);
  $("forward").onclick = () => show(current + 1);
  $("last").onclick = () => show(steps.length - 1);
  $("slider").oninput = (e) => show(Number(e.target.value) - 1);
  document.addEventListener("keydown", (e) => {
    if (e.key === "ArrowRight") show(current + 1);
    else if (e.key === "ArrowLeft") show(current - 1);
    else if (e.key === "Home") show(0);
    else if (e.key === "End") show(steps.length - 1);
    else return;
    e.preventDefault();
  });
  window.addEventListener("resize", drawArrows);

  // For links: #step=N opens step N.
  const hash = new URLSearchParams(location.hash.slice(1));
  show(hash.has("step") ? Number(hash.get("step")) - 1 : 0);
  // Milliseconds from navigation to the first step drawn (tools/bench_trace_page.py).
  document.body.dataset.readyMs = Math.round(performance.now());
})();
