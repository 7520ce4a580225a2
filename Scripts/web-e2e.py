#!/usr/bin/env python3
"""Drives headless Chromium against a running `arrange serve` (Scripts/web-e2e.sh starts it).

Opens /apps/pets, clicks the Cat button and waits for its count to read 26 (the pet app starts
the Cat at 25 votes, Sources/PetsApp/Pet.swift, and a vote adds 1), measures the vote's animation
(frames received and drawn per second, bytes per frame), presses Tab and Space (Tab focuses the
first button, the Cat's: 27), resizes the window and checks that the buttons' layout changed,
then takes a screenshot and compares it with the PNG renderer's image of the same state (the
`pets` command with --votes 27,9,16 at the page's size, 1 pixel a point). Exits non-zero on any
failure; prints a log.
"""
import argparse
import base64
import json
import struct
import subprocess
import sys
import tempfile
import time
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys


def log(message):
    print(f"[web-e2e {time.strftime('%H:%M:%S')}] {message}", flush=True)


def fail(message):
    log("FAIL: " + message)
    sys.exit(1)


def decode_png(data):
    """8-bit RGB or RGBA, non-interlaced PNG -> (width, height, rows of RGBA bytes)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {color}, interlace {interlace})")
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        if channels == 3:
            rgba = bytearray()
            for x in range(width):
                rgba += line[x * 3:x * 3 + 3] + b"\xff"
            line = rgba
        rows.append(bytes(line))
    return width, height, rows


def over_white(rows):
    """RGBA rows composited over white -> RGB rows (the page's background is white)."""
    result = []
    for row in rows:
        out = bytearray()
        for i in range(0, len(row), 4):
            alpha = row[i + 3]
            for channel in range(3):
                out.append((row[i + channel] * alpha + 255 * (255 - alpha) + 127) // 255)
        result.append(bytes(out))
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True, help="the server's base URL")
    parser.add_argument("--pets", required=True, help="the pets binary (renders the reference PNG)")
    parser.add_argument("--screenshot", help="where to save the final screenshot")
    parser.add_argument("--threshold", type=float, default=4.0,
                        help="largest mean difference per channel (0-255) between screenshot and PNG: one "
                             "button-sized area (91 x 35) wrong by 200 levels on a 260 x 617 image adds about 4.0 "
                             "(Docs/Web.md, 'Live views'); the rasterisers' anti-aliasing differs by about 0.2")
    arguments = parser.parse_args()

    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--force-device-scale-factor=1", "--hide-scrollbars", "--window-size=420,760"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        run(driver, arguments)
    finally:
        driver.quit()


def wait(driver, description, predicate, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    stats = driver.execute_script("return window.arrangeStats ? JSON.stringify({frames: arrangeStats.frames, closed: arrangeStats.closed}) : null")
    fail(f"timed out waiting for {description} (page stats {stats})")


def elements(driver):
    """The accessibility elements the page placed over the canvas: text, role and rectangle."""
    return driver.execute_script("""
        const canvas = document.querySelector('canvas');
        const overlay = canvas && canvas.nextElementSibling;
        if (!overlay) return [];
        return [...overlay.children].map(node => {
            const r = node.getBoundingClientRect();
            return {text: node.textContent, role: node.getAttribute('role'), x: r.x, y: r.y, w: r.width, h: r.height};
        });""")


def button(driver, label):
    for element in elements(driver):
        if element["role"] == "button" and element["text"] == label:
            return element
    return None


def click(driver, element):
    x, y = element["x"] + element["w"] / 2, element["y"] + element["h"] / 2
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(int(x), int(y))
    actions.pointer_action.click()
    actions.perform()


def has_text(driver, text):
    return any(element["text"] == text for element in elements(driver))


def stats(driver):
    return driver.execute_script("return JSON.parse(JSON.stringify(window.arrangeStats))")


def measure(driver, since, what):
    """Frames received and redraws after `since` (performance.now()): rate and bytes per frame."""
    after = stats(driver)
    frames = [entry for entry in after["frameLog"] if entry[0] > since]
    draws = [t for t in after["drawLog"] if t > since]
    if len(frames) >= 2:
        span = (frames[-1][0] - frames[0][0]) / 1000
        fps = (len(frames) - 1) / span if span > 0 else 0
        draw_span = (draws[-1] - draws[0]) / 1000 if len(draws) >= 2 else 0
        draw_fps = (len(draws) - 1) / draw_span if draw_span > 0 else 0
        sizes = sorted(size for _, size in frames)
        log(f"{what}: {len(frames)} frames in {span:.3f} s = {fps:.1f} frames/s received, {len(draws)} redraws "
            f"({draw_fps:.1f}/s); bytes per frame median {sizes[len(sizes) // 2]}, max {sizes[-1]}, "
            f"mean {sum(sizes) / len(sizes):.0f}")
    else:
        log(f"{what}: {len(frames)} frame(s), {frames[0][1] if frames else 0} bytes (nothing animates)")


def run(driver, arguments):
    url = arguments.url.rstrip("/") + "/apps/pets"
    log(f"opening {url}")
    driver.get(url)
    csp_ok = driver.execute_script("return !!window.arrangeStats")
    if not csp_ok:
        fail("the client script did not run (blocked by the Content-Security-Policy?)")
    wait(driver, "the first frame", lambda: stats(driver)["frames"] >= 1)
    first = stats(driver)
    log(f"first frame: {first['frameLog'][0][1]} bytes")
    cat = wait(driver, "the Cat button", lambda: button(driver, "Cat"))
    wait(driver, "the Cat's count of 25", lambda: has_text(driver, "25"))
    viewport = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    log(f"viewport {viewport[0]}x{viewport[1]}; Cat button at {cat['x']:.0f},{cat['y']:.0f} {cat['w']:.0f}x{cat['h']:.0f}")

    # Click the Cat button; the vote animates the podium.
    before = stats(driver)
    click_time = driver.execute_script("return performance.now()")
    click(driver, cat)
    wait(driver, "the Cat's count to read 26", lambda: has_text(driver, "26"))
    log("clicked Cat: the count reads 26")
    measure(driver, click_time, "vote for Cat (no rank change)")
    raf = driver.execute_script("""return new Promise(resolve => { const start = arrangeStats.animationFrames, t = performance.now();
        setTimeout(() => resolve((arrangeStats.animationFrames - start) / ((performance.now() - t) / 1000)), 1000); })""")
    log(f"requestAnimationFrame rate of the page: {raf:.1f} Hz")

    # Keyboard: Tab focuses the first button (Cat), Space presses it.
    ActionChains(driver).send_keys(Keys.TAB).send_keys(Keys.SPACE).perform()
    wait(driver, "the Cat's count to read 27 after Tab and Space", lambda: has_text(driver, "27"))
    log("Tab, Space: the count reads 27")

    # Resize: the buttons' arrangement changes (ViewThatFits: side by side, else stacked).
    def arrangement():
        cat, dog = button(driver, "Cat"), button(driver, "Dog")
        return None if not cat or not dog else ("row" if abs(cat["y"] - dog["y"]) < 1 else "column")
    shape = wait(driver, "the buttons", arrangement)
    target = (260, 760) if shape == "row" else (900, 760)
    driver.set_window_size(*target)
    wait(driver, f"the buttons to leave their {shape}", lambda: arrangement() not in (None, shape))
    log(f"resized the window to {target[0]}x{target[1]}: buttons went from a {shape} to a {arrangement()}")
    # Let the page settle: no frame for 300 ms.
    def settled():
        log_ = stats(driver)["frameLog"]
        now = driver.execute_script("return performance.now()")
        return log_ and now - log_[-1][0] > 300
    wait(driver, "the page to settle", settled)
    driver.execute_script("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    width, height = driver.execute_script("return [window.innerWidth, window.innerHeight]")

    screenshot = base64.b64decode(driver.get_screenshot_as_base64())
    if arguments.screenshot:
        with open(arguments.screenshot, "wb") as file:
            file.write(screenshot)
        log(f"saved the screenshot to {arguments.screenshot}")
    with tempfile.NamedTemporaryFile(suffix=".png") as reference:
        subprocess.run([arguments.pets, "--votes", "27,9,16", "--size", f"{width}x{height}", "--scale", "1",
                        "--png", reference.name], check=True, capture_output=True)
        png = open(reference.name, "rb").read()
    sw, sh, srows = decode_png(screenshot)
    rw, rh, rrows = decode_png(png)
    log(f"screenshot {sw}x{sh}, reference PNG {rw}x{rh} (pets --votes 27,9,16 --size {width}x{height} --scale 1)")
    if (sw, sh) != (rw, rh):
        fail("the screenshot and the PNG differ in size")
    a, b = over_white(srows), over_white(rrows)
    total, largest, differing = 0, 0, 0
    for row_a, row_b in zip(a, b):
        for x, y in zip(row_a, row_b):
            d = abs(x - y)
            total += d
            largest = max(largest, d)
            differing += d > 32
    mean = total / (sw * sh * 3)
    log(f"mean difference per channel {mean:.3f} (threshold {arguments.threshold}), largest {largest}, "
        f"channels differing by more than 32: {differing} of {sw * sh * 3}")
    if mean > arguments.threshold:
        fail("the screenshot differs from the PNG renderer's image")
    # An animation: votes for Dog until it passes the Cat (16 -> 28 > 27); the rank change moves
    # the avatars (Profile's .animation(.default, value: model.pets)).
    for votes in range(17, 29):
        dog = wait(driver, "the Dog button", lambda: button(driver, "Dog"))
        since = driver.execute_script("return performance.now()")
        click(driver, dog)
        wait(driver, f"the Dog's count to read {votes}", lambda: has_text(driver, str(votes)))
    wait(driver, "the page to settle", settled)
    measure(driver, since, "vote for Dog that passes the Cat (avatars animate)")
    # A second session that sends a malformed message is closed alone (1008, Docs/Web.md,
    # "Protocol"); the page's session, open all along, still votes: Cat 27 -> 29.
    log(f"a second session sent a malformed message: {refuse_one_session(arguments.url)}")
    for votes in (28, 29):
        cat = wait(driver, "the Cat button", lambda: button(driver, "Cat"))
        click(driver, cat)
        wait(driver, f"the count to read {votes}", lambda: has_text(driver, str(votes)))
    log("the page's session still votes: the Cat's count reads 29")
    closed = stats(driver)["closed"]
    if closed:
        fail(f"the session closed: {closed}")
    log("PASS")


def refuse_one_session(base):
    """Opens a live session beside the page's, sends it a malformed message and returns how the
    server closed it (the raw WebSocket client of Scripts/load-web-sessions.py)."""
    import asyncio
    import importlib.util
    import os
    from urllib.parse import urlparse
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "load-web-sessions.py")
    spec = importlib.util.spec_from_file_location("load_web_sessions", path)
    sessions = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sessions)
    address = urlparse(base)

    async def refuse():
        session = await sessions.Session.open(address.hostname, address.port, "/apps/pets/socket?w=400&h=640")
        await session.receive()
        await session.send("not json")
        try:
            while True:
                await asyncio.wait_for(session.receive(), 10)
        except ConnectionError as closed:
            return str(closed)
        finally:
            session.close()

    outcome = asyncio.run(refuse())
    if "1008" not in outcome:
        fail(f"the malformed message did not close its session with 1008: {outcome}")
    return outcome


if __name__ == "__main__":
    main()
