"use strict";
// The live preview client of `trellis serve`, served at /_trellis/live.js. It follows the server's
// events at /_trellis/events (each event's data is one JSON object):
//   hello {version}                      on every connection; another version reloads the page
//   patch {version, stylesheet, pages, rewritten}
//                                        swaps the stylesheet, then patches this page's sections;
//                                        a page in `rewritten` (written whole: an item's own page,
//                                        the search page) loads again, keeping the scroll position
//   reload {version}                     the page shell changed: reload, keeping the scroll position
//   problem {version, text, diagnostics} the last edit is bad: an overlay says so (#trellis-problem)
// A patch replaces changed sections in place and animates the change the way a diffable data source
// applies a snapshot (FLIP): moved items slide, new ones grow in, deleted ones fade out. It keeps
// the scroll position, sideways scroll offsets, open outlines and focus. Afterwards it dispatches
// `trellis:sections-changed` (trellis.js re-applies search) and `trellis:patched` on document.
(() => {
  const script = document.currentScript || document.querySelector('script[src$="/_trellis/live.js"]');
  const root = document.documentElement;
  const scrollKey = `trellis-scroll:${location.pathname}`;
  const timing = { duration: 250, easing: "ease" };
  let version = Number(script && script.dataset.version);
  let running = []; // the last patch's animations, finished before the next patch measures

  const announce = (type, detail) => document.dispatchEvent(new CustomEvent(type, { detail }));
  const settle = (next) => {
    version = next;
    root.dataset.trellisVersion = String(next);
    announce("trellis:patched", { version: next });
  };

  // --- Reloads keep the scroll position (for this path only) ------------------------------------
  // Sections not yet shown are laid out at estimated heights, so the position is kept as the first
  // section in view and its offset (and scrollX, scrollY when there is none). The browser's own
  // restoration is off for the reload: it would move the page again after ours.
  const reload = () => {
    const section = [...document.querySelectorAll(".t-section[id]")]
      .find((s) => s.getBoundingClientRect().bottom > 0);
    const anchor = section && [section.id, section.getBoundingClientRect().top];
    sessionStorage.setItem(scrollKey, JSON.stringify({ x: scrollX, y: scrollY, anchor }));
    history.scrollRestoration = "manual";
    location.reload();
  };
  const saved = sessionStorage.getItem(scrollKey);
  if (saved) {
    sessionStorage.removeItem(scrollKey);
    const { x, y, anchor } = JSON.parse(saved);
    const restore = () => {
      const section = anchor && document.getElementById(anchor[0]);
      const top = section ? scrollY + section.getBoundingClientRect().top - anchor[1] : y;
      scrollTo({ left: x, top, behavior: "instant" }); // the page may scroll smoothly
    };
    restore(); // again once loaded and laid out, when sections in view have their real heights
    addEventListener("load", () => requestAnimationFrame(() => requestAnimationFrame(() => {
      restore();
      history.scrollRestoration = "auto";
    })), { once: true });
  }

  // --- The problem overlay ----------------------------------------------------------------------
  const element = (tag, style, text) => {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text; // server text is never parsed as HTML
    return node;
  };
  const hideProblem = () => document.getElementById("trellis-problem")?.remove();
  const showProblem = ({ text, diagnostics }) => {
    hideProblem();
    // System colours follow the scheme: Canvas is white in light mode and near black in dark mode.
    const box = element("div", {
      position: "fixed", top: "12px", left: "12px", right: "12px", zIndex: "2147483647",
      maxWidth: "56rem", maxHeight: "calc(100vh - 24px)", overflow: "auto", margin: "0 auto",
      boxSizing: "border-box", padding: "14px 18px", borderRadius: "12px",
      colorScheme: "light dark", background: "Canvas", color: "CanvasText",
      border: "1px solid #e5484d", borderLeftWidth: "6px", boxShadow: "0 8px 32px rgba(0, 0, 0, 0.35)",
      font: "15px/1.4 system-ui, -apple-system, sans-serif", textAlign: "start",
    });
    box.id = "trellis-problem";
    box.setAttribute("role", "alert");
    const heading = element("h2", {
      margin: "0 0 8px", paddingRight: "5.5rem", fontSize: "16px", fontWeight: "600", lineHeight: "1.3",
    }, "The last edit has a problem; this page shows the last good build");
    // file:line:column: severity: message [id], then each note on a line of its own, without the
    // parts the server does not know (0 or "").
    const place = (file, line, column) => (file ? [file, line, line && column].filter(Boolean).join(":") + ": " : "");
    const lines = (diagnostics || []).flatMap(({ id, file, line, column, severity, message, notes }) => [
      `${place(file, line, column)}${severity || "error"}: ${message}${id ? ` [${id}]` : ""}`,
      ...(notes || []).map((note) => `${place(note.file, note.line, note.column)}note: ${note.message}`),
    ]);
    const body = element("pre", {
      margin: "0", whiteSpace: "pre-wrap", overflowWrap: "anywhere",
      font: "13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    }, lines.length ? lines.join("\n") : text || "");
    const close = element("button", {
      position: "absolute", top: "10px", right: "10px", font: "inherit", fontSize: "14px",
      padding: "4px 12px", borderRadius: "8px", border: "1px solid currentColor",
      background: "Canvas", color: "CanvasText", cursor: "pointer",
    }, "Close");
    close.type = "button";
    close.addEventListener("click", hideProblem);
    box.append(heading, body, close);
    document.body.append(box);
  };

  // --- The stylesheet: load the new one, then drop the old one ----------------------------------
  const swapStylesheet = (name, next) => new Promise((resolve) => {
    const path = new URL(name, location.origin + "/").pathname;
    const old = [...document.querySelectorAll('link[rel~="stylesheet"]')]
      .find((link) => new URL(link.href).pathname === path);
    if (!old) return resolve();
    const link = old.cloneNode();
    const done = () => {
      clearTimeout(timer);
      (link.sheet ? old : link).remove(); // on error the old stylesheet stays
      resolve();
    };
    const timer = setTimeout(done, 5000);
    link.addEventListener("load", done, { once: true });
    link.addEventListener("error", done, { once: true });
    link.setAttribute("href", `${path}?v=${next}`);
    old.after(link);
  });

  // --- Patching sections ------------------------------------------------------------------------
  const key = (id, index) => `${id}\n${index}`;
  // The container's children are sections, or readable-width wrappers (div.t-readable) holding one.
  const sectionsOf = (container) =>
    [...container.querySelectorAll(":scope > .t-section, :scope > .t-readable > .t-section")];
  const unitOf = (section) => (section.parentElement?.matches(".t-readable") ? section.parentElement : section);
  const contentOf = (section) => section.querySelector(":scope > .t-content");
  // A section's item cells in item order. Search (trellis.js) sorts cells by moving them and keeps
  // each one's place in item order as data-search-index.
  const itemCells = (section) => {
    const cells = [...section.querySelectorAll(".t-cell")];
    return cells.every((cell) => cell.dataset.searchIndex !== undefined)
      ? cells.sort((a, b) => a.dataset.searchIndex - b.dataset.searchIndex) : cells;
  };
  // Drops an inline style property set for the patch, and the style attribute if left empty.
  const unset = (node, property) => {
    node.style.removeProperty(property);
    if (!node.getAttribute("style")) node.removeAttribute("style");
  };
  const shown = (rect) => rect.width > 0 && rect.height > 0;
  const near = (rect) => shown(rect) && rect.bottom > -50 && rect.top < innerHeight + 50 &&
    rect.right > -50 && rect.left < innerWidth + 50;
  // Enough of a cell's look for its ghost, which no longer sits in its section.
  const looks = ["display", "flex-direction", "align-items", "justify-content", "gap", "padding", "font",
    "color", "background", "border", "border-radius", "box-shadow", "text-align", "line-height"];
  const ghostOf = (node, style) => {
    const ghost = node.cloneNode(true);
    ghost.removeAttribute("id");
    ghost.setAttribute("aria-hidden", "true");
    ghost.inert = true;
    if (style) for (const name of looks) ghost.style.setProperty(name, style.getPropertyValue(name));
    return ghost;
  };

  // Everything measured before the DOM changes: cells of changed sections, the anchor, scroll state.
  const prepare = (container, wanted) => {
    for (const animation of running) animation.finish();
    running = [];
    const present = new Map(sectionsOf(container).map((section) => [section.id, section]));
    const kept = new Set(wanted.filter((s) => !s.html).map((s) => s.id));
    const listed = new Set(wanted.map((s) => s.id));
    for (const id of kept) if (!present.has(id)) throw new Error(`unknown section ${id}`);
    const used = new Set(wanted.flatMap((s) => (s.origins || []).filter(Boolean).map((o) => key(...o))));
    const before = new Map(); // key -> {cell, rect}
    const ghosts = []; // {ghost, rect, left}: deleted cells and removed sections that were on screen
    for (const [id, section] of present) {
      if (kept.has(id)) continue;
      const cells = itemCells(section);
      cells.forEach((cell, index) => before.set(key(id, index), { cell, rect: cell.getBoundingClientRect() }));
      const rect = section.getBoundingClientRect();
      if (!listed.has(id)) {
        if (!near(rect)) continue;
        const ghost = ghostOf(unitOf(section));
        itemCells(ghost).forEach((cell, index) => { // items that moved elsewhere leave no ghost
          if (used.has(key(id, index))) cell.style.visibility = "hidden";
        });
        ghosts.push({ ghost, rect: unitOf(section).getBoundingClientRect(), left: contentOf(section)?.scrollLeft });
        continue;
      }
      cells.forEach((cell, index) => {
        const rect = before.get(key(id, index)).rect;
        if (used.has(key(id, index)) || !near(rect)) return;
        ghosts.push({ ghost: ghostOf(cell, getComputedStyle(cell)), rect });
      });
    }
    // The anchor: an unchanged section in view, else a surviving cell in view, else a section in view.
    const inView = (node) => node && near(node.getBoundingClientRect());
    const anchor = [...present.values()].find((s) => kept.has(s.id) && inView(s));
    const anchorKey = anchor ? null : [...before].find(([k, { cell }]) => used.has(k) && inView(cell))?.[0];
    const anchorId = anchor || anchorKey ? null : [...listed].find((id) => inView(present.get(id)));
    const anchorTop = (anchor || (anchorKey && before.get(anchorKey).cell) || present.get(anchorId))
      ?.getBoundingClientRect().top;
    const offsets = new Map([...present].map(([id, s]) => [id, contentOf(s)?.scrollLeft || 0]));
    return { container, wanted, present, before, ghosts, anchor, anchorKey, anchorId, anchorTop, offsets,
      focused: document.activeElement };
  };

  const apply = (plan) => {
    const { container, wanted, present, before } = plan;
    const origins = new Map(); // new cell -> origin ([sectionId, index] or null)
    const fresh = new Set(); // inserted sections
    const laidOut = []; // new sections, laid out in full for now
    const sections = wanted.map(({ id, html, origins: list }) => {
      if (!html) return present.get(id);
      const template = document.createElement("template");
      template.innerHTML = html;
      const unit = template.content.firstElementChild;
      const section = unit.matches(".t-section") ? unit : unit.querySelector(":scope > .t-section");
      const cells = itemCells(section);
      if (list && list.length !== cells.length) {
        console.warn(`trellis live preview: section ${id} has ${cells.length} items but ${list.length} origins`);
      }
      cells.forEach((cell, index) => origins.set(cell, (list && list[index]) || null));
      // A new section off screen would be laid out at its estimated size (content-visibility: auto)
      // and grow when first shown: it is laid out in full until its real size has been remembered.
      section.style.contentVisibility = "visible";
      laidOut.push(section);
      if (present.has(id)) unitOf(present.get(id)).replaceWith(unit); else fresh.add(section);
      return section;
    });
    requestAnimationFrame(() => requestAnimationFrame(() => {
      for (const section of laidOut) unset(section, "content-visibility");
    }));
    for (const [id, section] of present) if (!sections.some((s) => s.id === id)) unitOf(section).remove();
    let next = container.firstElementChild; // put the sections in order, moving as few as possible
    for (const unit of sections.map(unitOf)) {
      if (unit === next) next = next.nextElementSibling;
      else container.insertBefore(unit, next);
    }
    // Outlines stay open or closed as they were; sideways scrollers keep their offsets.
    for (const [cell, origin] of origins) {
      const old = origin && before.get(key(...origin));
      if (old && cell.matches("details > summary") && old.cell.parentElement.matches("details")) {
        cell.parentElement.open = old.cell.parentElement.open;
      }
    }
    for (const section of sections) {
      const content = contentOf(section), left = plan.offsets.get(section.id);
      if (content && left && content.scrollLeft !== left) content.scrollTo({ left, behavior: "instant" });
    }
    announce("trellis:sections-changed", { version });
    if (plan.focused?.isConnected && document.activeElement !== plan.focused) {
      plan.focused.focus({ preventScroll: true });
    }
    // The anchor stays where it was in the viewport.
    const anchor = plan.anchor || (plan.anchorKey &&
      [...origins].find(([, o]) => o && key(...o) === plan.anchorKey)?.[0]) ||
      (plan.anchorId && document.getElementById(plan.anchorId));
    if (anchor && anchor.isConnected) {
      const dy = anchor.getBoundingClientRect().top - plan.anchorTop;
      if (Math.abs(dy) >= 0.5) scrollTo({ left: scrollX, top: scrollY + dy, behavior: "instant" });
    }
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    animate(plan, origins, fresh);
  };

  // Measures everything first, then starts every animation: an animated transform moves the boxes
  // that later measurements would see.
  const animate = (plan, origins, fresh) => {
    const moves = []; // [node, keyframes]
    for (const [cell, origin] of origins) {
      const old = origin && plan.before.get(key(...origin));
      const rect = cell.getBoundingClientRect();
      if (old && shown(old.rect) && shown(rect) && (near(old.rect) || near(rect))) {
        const dx = old.rect.left - rect.left, dy = old.rect.top - rect.top;
        if (Math.abs(dx) + Math.abs(dy) < 1) continue;
        moves.push([cell, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }]]);
      } else if (near(rect) && !fresh.has(cell.closest(".t-section"))) {
        moves.push([cell, [{ opacity: 0, transform: "scale(0.8)" }, { opacity: 1, transform: "none" }]]);
      }
    }
    for (const section of fresh) {
      if (near(section.getBoundingClientRect())) moves.push([section, [{ opacity: 0 }, { opacity: 1 }]]);
    }
    // Ghosts fade out where they were, in a layer in the page (inside its layout container).
    const layer = element("div", { position: "absolute", left: "0", top: "0", width: "0", height: "0",
      overflow: "visible", pointerEvents: "none", zIndex: "1" });
    layer.setAttribute("aria-hidden", "true");
    if (plan.ghosts.length) plan.container.parentElement.append(layer);
    const corner = layer.getBoundingClientRect();
    for (const { ghost, rect, left } of plan.ghosts) {
      Object.assign(ghost.style, { position: "absolute", margin: "0", boxSizing: "border-box",
        left: `${rect.left - corner.left}px`, top: `${rect.top - corner.top}px`,
        width: `${rect.width}px`, height: `${rect.height}px` });
      layer.append(ghost);
      if (left) ghost.querySelector(".t-content")?.scrollTo({ left, behavior: "instant" });
      const shrink = ghost.matches(".t-section, .t-readable") ? "none" : "scale(0.8)"; // removed sections only fade
      moves.push([ghost, [{ opacity: 1, transform: "none" }, { opacity: 0, transform: shrink }]]);
    }
    // A sideways scroller would snap to its cells' animated (transformed) boxes: no snapping meanwhile.
    const scrollers = new Set(moves.map(([node]) => node.parentElement.closest(".t-content"))
      .filter((content) => content && getComputedStyle(content).scrollSnapType !== "none"));
    for (const content of scrollers) content.style.scrollSnapType = "none";
    const played = moves.map(([node, keyframes]) => node.animate(keyframes, timing));
    running = played;
    Promise.allSettled(played.map((animation) => animation.finished)).then(() => {
      layer.remove();
      for (const content of scrollers) unset(content, "scroll-snap-type");
    });
  };

  const patchPage = (page) => {
    const container = document.querySelector(".t-sections");
    if (!container) return page.sections.length ? null : undefined; // null: reload
    return prepare(container, page.sections);
  };

  // --- Events, handled one at a time ------------------------------------------------------------
  const pageName = () => {
    const path = decodeURIComponent(location.pathname.slice(1));
    return !path || path.endsWith("/") ? `${path}index.html` : path;
  };
  const handlers = {
    hello: (data) => (data.version === version || Number.isNaN(version) ? settle(data.version) : reload()),
    reload: () => { hideProblem(); reload(); },
    problem: (data) => { showProblem(data); announce("trellis:problem", data); },
    patch: async (data) => {
      if (data.version !== version + 1 && !Number.isNaN(version)) return reload(); // a patch was missed
      hideProblem();
      if (data.rewritten && data.rewritten.includes(pageName())) return reload();
      const page = data.pages && data.pages[pageName()];
      const plan = page ? patchPage(page) : undefined; // measured before anything changes
      if (plan === null) return reload();
      if (data.stylesheet) await swapStylesheet(data.stylesheet, data.version);
      if (plan) apply(plan);
      settle(data.version);
    },
  };
  let queue = Promise.resolve();
  const source = new EventSource("/_trellis/events");
  for (const [type, handle] of Object.entries(handlers)) {
    source.addEventListener(type, (event) => {
      queue = queue.then(() => handle(JSON.parse(event.data))).catch((error) => {
        console.error("trellis live preview: reloading after", error);
        reload();
      });
    });
  }
})();
