/// The live page's client, served as `client.js` by the process itself (no framework, no CDN):
/// opens the session's WebSocket, keeps the command list the server patches, redraws it on a
/// `<canvas>` at the device's pixel ratio on the next animation frame after a change, and sends
/// the pointer, the keys, pastes and the window's size (Docs/Web.md, "Live views" and
/// "Protocol").
///
/// It never writes markup: the only text it puts in the page is the connection status, through
/// `textContent`. `window.arrangeStats` counts messages, bytes, frames received and drawn, and
/// animation frames, for end-to-end tests.
enum WebClientScript {
    /// The script: the session, the command list and input (below), with the drawing of the
    /// command list (`drawing`, in WebClientScript+Drawing.swift) in the middle of one closure.
    static let source = opening + drawing + closing

    /// The script up to the drawing functions.
    private static let opening = #"""
"use strict";
(() => {
  const script = document.currentScript;
  const socketPath = script.dataset.socket;
  const body = document.body;
  body.style.margin = "0";
  body.style.overflow = "hidden";
  body.style.background = "#FFFFFF";
  const canvas = document.createElement("canvas");
  canvas.style.display = "block";
  canvas.style.outline = "none";
  canvas.style.touchAction = "none";
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "application");
  canvas.setAttribute("aria-label", "Arrange live view");
  body.appendChild(canvas);
  // The accessibility elements: invisible, placed over what they describe, their text set
  // through textContent only.
  const overlay = document.createElement("div");
  overlay.style.position = "absolute";
  overlay.style.left = "0";
  overlay.style.top = "0";
  overlay.style.pointerEvents = "none";
  overlay.style.color = "transparent";
  overlay.style.userSelect = "none";
  overlay.style.font = "1px sans-serif";
  body.appendChild(overlay);
  const roles = { button: "button", link: "link", toggle: "switch", header: "heading", image: "img" };
  function applyAccessibility(message) {
    const elements = [];
    for (const element of message.e) {
      const node = document.createElement("div");
      node.style.position = "absolute";
      node.style.overflow = "hidden";
      node.style.left = element.x + "px";
      node.style.top = element.y + "px";
      node.style.width = element.w + "px";
      node.style.height = element.h + "px";
      const role = Object.prototype.hasOwnProperty.call(roles, element.r) ? roles[element.r] : null;
      if (role) node.setAttribute("role", role);
      node.textContent = element.v ? element.l + ", " + element.v : element.l;
      elements.push(node);
    }
    overlay.replaceChildren(...elements);
  }
  const status = document.createElement("div");
  status.style.position = "fixed";
  status.style.left = "0";
  status.style.bottom = "0";
  status.style.font = "12px sans-serif";
  status.style.background = "#FFFFE0";
  status.style.display = "none";
  body.appendChild(status);
  const svgNS = "http://www.w3.org/2000/svg";
  const filterHost = document.createElementNS(svgNS, "svg");
  filterHost.setAttribute("width", "0");
  filterHost.setAttribute("height", "0");
  filterHost.style.position = "absolute";
  body.appendChild(filterHost);

  // frameLog: [arrival time, bytes] of the last 600 frame messages; drawLog: the times of the
  // last 600 redraws (performance.now(), milliseconds).
  const stats = { messages: 0, bytes: 0, frames: 0, drawn: 0, animationFrames: 0, lastMessageBytes: 0, closed: null,
    frameLog: [], drawLog: [] };
  const record = (log, entry) => { log.push(entry); if (log.length > 600) log.shift(); };
  window.arrangeStats = stats;
  let items = [];
  let size = { w: 0, h: 0 };
  let dirty = false;
  const glyphs = new Map();
  const images = new Map();
  const templates = new Map();
  const filters = new Map();

  const viewport = () => ({ w: Math.max(1, Math.floor(window.innerWidth)), h: Math.max(1, Math.floor(window.innerHeight)) });
  const initial = viewport();
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(scheme + "//" + location.host + socketPath + "?w=" + initial.w + "&h=" + initial.h);
  const send = (message) => { if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message)); };

  socket.onmessage = (event) => {
    if (typeof event.data !== "string") return;
    stats.messages += 1;
    stats.bytes += event.data.length;
    stats.lastMessageBytes = event.data.length;
    const message = JSON.parse(event.data);
    if (message.t === "frame") {
      record(stats.frameLog, [performance.now(), event.data.length]);
      apply(message);
    }
    else if (message.t === "a11y") applyAccessibility(message);
  };
  socket.onclose = (event) => {
    stats.closed = { code: event.code, reason: event.reason };
    status.textContent = "Disconnected" + (event.reason ? ": " + event.reason : "") + ". Reload to start again.";
    status.style.display = "block";
  };

  const pathKinds = new Set(["f", "g", "s", "c"]);
  function prepare(item) {
    if (pathKinds.has(item[0])) item.path = new Path2D(item[1]);
    return item;
  }

  function apply(message) {
    if (message.glyphs) for (const key of Object.keys(message.glyphs)) glyphs.set(key, new Path2D(message.glyphs[key]));
    if (message.images) {
      for (const key of Object.keys(message.images)) {
        const image = new Image();
        image.onload = () => { dirty = true; };
        image.src = message.images[key];
        images.set(Number(key), image);
      }
    }
    const keep = message.keep;
    const head = items.slice(0, keep[0]);
    const tail = keep[1] > 0 ? items.slice(items.length - keep[1]) : [];
    items = head.concat(message.items.map(prepare), tail);
    size = { w: message.w, h: message.h };
    stats.frames += 1;
    dirty = true;
  }

  const layerPool = [];
  function makeLayer(width, height) {
    const layer = layerPool.pop() || document.createElement("canvas");
    if (layer.width !== width || layer.height !== height) { layer.width = width; layer.height = height; }
    const context = layer.getContext("2d");
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    return layer;
  }


"""#

    /// The script after the drawing functions: the frame loop, input and the socket.
    private static let closing = #"""
  function frame() {
    stats.animationFrames += 1;
    if (dirty) {
      dirty = false;
      draw();
      stats.drawn += 1;
      record(stats.drawLog, performance.now());
    }
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);

  const location_ = (event) => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  let pointerDown = false;
  canvas.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    canvas.focus();
    canvas.setPointerCapture(event.pointerId);
    pointerDown = true;
    send(Object.assign({ t: "down" }, location_(event)));
    event.preventDefault();
  });
  canvas.addEventListener("pointermove", (event) => {
    if (!event.isPrimary || !pointerDown) return;
    send(Object.assign({ t: "move" }, location_(event)));
  });
  const release = (event) => {
    if (!event.isPrimary || !pointerDown) return;
    pointerDown = false;
    send(Object.assign({ t: "up" }, location_(event)));
  };
  canvas.addEventListener("pointerup", release);
  canvas.addEventListener("pointercancel", release);

  const namedKeys = new Set(["Tab", "Enter", "Escape", " ", "Backspace", "Delete", "ArrowUp", "ArrowDown", "ArrowLeft",
    "ArrowRight", "Home", "End", "PageUp", "PageDown"]);
  window.addEventListener("keydown", (event) => {
    if (event.isComposing) return;
    const key = event.key;
    const single = [...key].length === 1;
    if (!namedKeys.has(key) && !single) return;
    // Shortcuts of the browser stay the browser's, but for Select All.
    if ((event.ctrlKey || event.metaKey) && !(single && key.toLowerCase() === "a")) return;
    send({ t: "key", k: key, shift: event.shiftKey, alt: event.altKey, ctrl: event.ctrlKey, meta: event.metaKey });
    event.preventDefault();
  });
  window.addEventListener("paste", (event) => {
    const text = event.clipboardData ? event.clipboardData.getData("text") : "";
    if (text) send({ t: "text", v: text.slice(0, 4096) });
    event.preventDefault();
  });
  let resizePending = false;
  window.addEventListener("resize", () => {
    if (resizePending) return;
    resizePending = true;
    requestAnimationFrame(() => {
      resizePending = false;
      const now = viewport();
      send({ t: "resize", w: now.w, h: now.h });
    });
  });
})();
"""#
}
