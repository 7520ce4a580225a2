extension WebClientScript {
    /// The drawing functions of the script: colours, gradients, filters, template images and
    /// `draw()`, which replays the command list on the canvas (Docs/Web.md, "Live views").
    static let drawing = #"""
  function color(value) { return value; }
  function scaleOf(m) { return Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)); }

  function gradientStyle(context, spec) {
    const kind = spec[0];
    const stops = spec[spec.length - 1];
    let gradient;
    let offsetOf = (location) => location;
    if (kind === "l") {
      gradient = context.createLinearGradient(spec[1], spec[2], spec[3], spec[4]);
    } else if (kind === "r") {
      if (spec[3] === spec[4]) return stops[stops.length - 1];
      gradient = context.createRadialGradient(spec[1], spec[2], spec[3], spec[1], spec[2], spec[4]);
    } else if (kind === "a") {
      const span = spec[4] - spec[3];
      if (span === 0) return stops[stops.length - 1];
      gradient = context.createConicGradient(spec[3], spec[1], spec[2]);
      offsetOf = (location) => location * span / (2 * Math.PI);
    } else if (kind === "e") {
      if (spec[7] === spec[8]) return stops[stops.length - 1];
      gradient = context.createRadialGradient(spec[5], spec[6], spec[7], spec[5], spec[6], spec[8]);
    } else {
      return "#00000000";
    }
    for (let index = 0; index + 1 < stops.length; index += 2) {
      gradient.addColorStop(Math.min(1, Math.max(0, offsetOf(stops[index]))), color(stops[index + 1]));
    }
    return gradient;
  }

  function colorMatrixFilter(values) {
    const key = values.join(" ");
    let id = filters.get(key);
    if (id) return id;
    id = "arrange-filter-" + (filters.size + 1);
    const filter = document.createElementNS(svgNS, "filter");
    filter.setAttribute("id", id);
    filter.setAttribute("color-interpolation-filters", "sRGB");
    const matrix = document.createElementNS(svgNS, "feColorMatrix");
    matrix.setAttribute("type", "matrix");
    matrix.setAttribute("values", key);
    filter.appendChild(matrix);
    filterHost.appendChild(filter);
    filters.set(key, id);
    return id;
  }

  function templateImage(image, tint) {
    const key = image.src.length + ":" + image.src.slice(-64) + tint;
    let tinted = templates.get(key);
    if (tinted) return tinted;
    tinted = document.createElement("canvas");
    tinted.width = image.naturalWidth;
    tinted.height = image.naturalHeight;
    const context = tinted.getContext("2d");
    context.drawImage(image, 0, 0);
    context.globalCompositeOperation = "source-in";
    context.fillStyle = tint;
    context.fillRect(0, 0, tinted.width, tinted.height);
    templates.set(key, tinted);
    return tinted;
  }

  function draw() {
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(size.w * ratio));
    const height = Math.max(1, Math.round(size.h * ratio));
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    canvas.style.width = size.w + "px";
    canvas.style.height = size.h + "px";
    const base = canvas.getContext("2d");
    base.setTransform(1, 0, 0, 1, 0, 0);
    base.clearRect(0, 0, width, height);
    base.setTransform(ratio, 0, 0, ratio, 0, 0);
    let context = base;
    const stack = [];
    const pushState = (kind) => { context.save(); stack.push({ kind }); };
    const popState = (kind) => {
      const top = stack[stack.length - 1];
      if (!top || top.kind !== kind) return;
      stack.pop();
      context.restore();
    };
    const pushLayer = (kind, data) => {
      const layer = makeLayer(width, height);
      const layerContext = layer.getContext("2d");
      const transform = context.getTransform();
      layerContext.setTransform(transform);
      stack.push({ kind, parent: context, layer, data, transform });
      context = layerContext;
    };
    const popLayer = (kind) => {
      const top = stack[stack.length - 1];
      if (!top || top.kind !== kind) return;
      stack.pop();
      composite(top);
    };
    function composite(top) {
      const parent = top.parent;
      const data = top.data;
      parent.save();
      parent.setTransform(1, 0, 0, 1, 0, 0);
      if (top.kind === "o") {
        parent.globalAlpha = data;
      } else if (top.kind === "h") {
        const m = top.transform;
        parent.shadowColor = data[0];
        parent.shadowBlur = data[1] * scaleOf(m);
        parent.shadowOffsetX = m.a * data[2] + m.c * data[3];
        parent.shadowOffsetY = m.b * data[2] + m.d * data[3];
      } else if (top.kind === "m") {
        parent.filter = "url(#" + colorMatrixFilter(data) + ")";
      } else if (top.kind === "b") {
        const m = top.transform;
        parent.filter = "blur(" + (data[0] / 2 * scaleOf(m)) + "px)";
        if (data[1]) {
          parent.setTransform(m);
          parent.beginPath();
          parent.rect(data[2], data[3], data[4], data[5]);
          parent.clip();
          parent.setTransform(1, 0, 0, 1, 0, 0);
        }
      } else if (top.kind === "n") {
        parent.globalCompositeOperation = data;
      }
      parent.drawImage(top.layer, 0, 0);
      parent.restore();
      layerPool.push(top.layer);
      context = parent;
    }

    for (const item of items) {
      switch (item[0]) {
        case "f":
          context.fillStyle = color(item[2]);
          context.fill(item.path, item[3] ? "evenodd" : "nonzero");
          break;
        case "g": {
          const spec = item[3];
          if (spec[0] === "e") {
            const m = context.getTransform();
            context.save();
            context.transform(spec[3], 0, 0, spec[4], spec[1], spec[2]);
            const path = new Path2D();
            path.addPath(item.path, new DOMMatrix([1 / spec[3], 0, 0, 1 / spec[4], -spec[1] / spec[3], -spec[2] / spec[4]]));
            context.fillStyle = gradientStyle(context, spec);
            context.fill(path, item[2] ? "evenodd" : "nonzero");
            context.restore();
            context.setTransform(m);
          } else {
            context.fillStyle = gradientStyle(context, spec);
            context.fill(item.path, item[2] ? "evenodd" : "nonzero");
          }
          break;
        }
        case "s":
          context.strokeStyle = color(item[2]);
          context.lineWidth = item[3];
          context.lineCap = ["butt", "round", "square"][item[4]] || "butt";
          context.lineJoin = ["miter", "round", "bevel"][item[5]] || "miter";
          context.miterLimit = item[6];
          context.setLineDash(item[7]);
          context.lineDashOffset = item[8];
          context.stroke(item.path);
          context.setLineDash([]);
          break;
        case "t": {
          context.fillStyle = color(item[1]);
          const scale = item[2] / item[3];
          const face = item[4];
          const placed = item[5];
          const m = context.getTransform();
          for (let index = 0; index + 2 < placed.length; index += 3) {
            const outline = glyphs.get(face + "." + placed[index]);
            if (!outline) continue;
            const x = placed[index + 1], y = placed[index + 2];
            context.setTransform(m.a * scale, m.b * scale, -m.c * scale, -m.d * scale, m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f);
            context.fill(outline);
          }
          context.setTransform(m);
          break;
        }
        case "i": {
          const image = images.get(item[1]);
          if (!image || !image.complete || !image.naturalWidth) break;
          context.imageSmoothingEnabled = item[7] === 1;
          const source = item[6] ? templateImage(image, item[6]) : image;
          context.drawImage(source, item[2], item[3], item[4], item[5]);
          context.imageSmoothingEnabled = true;
          break;
        }
        case "c":
          pushState("c");
          context.clip(item.path, item[2] ? "evenodd" : "nonzero");
          break;
        case "C": popState("c"); break;
        case "x":
          pushState("x");
          context.transform(item[1], item[2], item[3], item[4], item[5], item[6]);
          break;
        case "X": popState("x"); break;
        case "p": {
          // A projection canvas cannot express is drawn through its affine part.
          pushState("p");
          const w = item[9] !== 0 ? item[9] : 1;
          context.transform(item[1] / w, item[2] / w, item[4] / w, item[5] / w, item[7] / w, item[8] / w);
          break;
        }
        case "P": popState("p"); break;
        case "o": pushLayer("o", item[1]); break;
        case "O": popLayer("o"); break;
        case "h": pushLayer("h", item.slice(1)); break;
        case "H": popLayer("h"); break;
        case "m": pushLayer("m", item.slice(1)); break;
        case "b": pushLayer("b", item.slice(1)); break;
        case "F": {
          const top = stack[stack.length - 1];
          if (top && (top.kind === "m" || top.kind === "b")) popLayer(top.kind);
          break;
        }
        case "n": pushLayer("n", item[1]); break;
        case "N": popLayer("n"); break;
        case "k": pushLayer("k", null); break;
        case "K": {
          const top = stack[stack.length - 1];
          if (!top || top.kind !== "k") break;
          stack.pop();
          const parent = top.parent;
          context = parent;
          pushLayer("K", top.layer);
          break;
        }
        case "M": {
          const top = stack[stack.length - 1];
          if (!top || top.kind !== "K") break;
          stack.pop();
          context.save();
          context.setTransform(1, 0, 0, 1, 0, 0);
          context.globalCompositeOperation = "destination-in";
          context.drawImage(top.data, 0, 0);
          context.restore();
          layerPool.push(top.data);
          top.kind = "o";
          top.data = 1;
          composite(top);
          break;
        }
      }
    }
    // Groups left open are closed, as the other renderers close them.
    while (stack.length > 0) {
      const top = stack.pop();
      if (top.layer) composite(top); else context.restore();
    }
  }


"""#
}
