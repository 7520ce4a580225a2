#!/usr/bin/env python3
"""100 live sessions voting at once against a running `arrange serve` (Python standard library only).

Each session opens /apps/pets/socket, waits for the pet app at rest (its accessibility message),
then repeatedly clicks the Cat button (pointer down and up at its centre, found from the
accessibility elements), times the first frame message that answers the click (the latency),
and waits for the page to come to rest again with the Cat's count one higher (a vote adds 1,
Sources/PetsApp). Prints votes per second, latency p50/p99, errors (a count that did not go up
by one, a closed or failed connection), and bytes and frames per second of the streamed vote
animations. With --pid, the server's resident memory before and after.

    Scripts/load-web-sessions.py [--url] http://127.0.0.1:8080 [--sessions 100] [--seconds 10] [--pid PID]

(Scripts/load-web.sh runs it after its wrk run.)
"""
import argparse
import asyncio
import base64
import json
import os
import struct
import sys
import time
from urllib.parse import urlparse


class Session:
    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, host, port, path):
        reader, writer = await asyncio.open_connection(host, port)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.split(b"\r\n")[0].decode())
        return cls(reader, writer)

    async def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.writer.write(header + mask + masked)
        await self.writer.drain()

    async def receive(self):
        """The next text message (fragments joined); raises on close."""
        message = b""
        while True:
            first, second = await self.reader.readexactly(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", await self.reader.readexactly(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", await self.reader.readexactly(8))[0]
            payload = await self.reader.readexactly(length)
            opcode = first & 0x0F
            if opcode == 8:
                code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else 1005
                raise ConnectionError(f"closed by the server: {code} {payload[2:].decode(errors='replace')}")
            if opcode == 9:  # ping: answer with a pong
                mask = os.urandom(4)
                self.writer.write(bytes([0x8A, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
                continue
            if opcode in (1, 0):
                message += payload
                if first & 0x80:
                    return message.decode()

    def close(self):
        self.writer.close()


class Totals:
    def __init__(self):
        self.votes, self.errors, self.latencies = 0, [], []
        self.frame_bytes, self.animation_rates, self.first_frames = [], [], []


async def run_session(number, host, port, prefix, deadline, totals):
    try:
        session = await Session.open(host, port, f"{prefix}/socket?w=400&h=640")
    except Exception as error:
        totals.errors.append(f"session {number}: connect: {error}")
        return
    try:
        elements = None
        while elements is None:
            message = json.loads(await session.receive())
            if message["t"] == "frame":
                totals.first_frames.append(len(json.dumps(message)))
            elif message["t"] == "a11y":
                elements = message["e"]
        cat = next(e for e in elements if e["l"] == "Cat" and e["r"] == "button")
        x, y = cat["x"] + cat["w"] / 2, cat["y"] + cat["h"] / 2
        count = int(next(e["l"] for e in elements if e["l"].isdigit()))  # the Cat's row comes first
        while time.monotonic() < deadline:
            sent = time.monotonic()
            await session.send(json.dumps({"t": "down", "x": x, "y": y}))
            await session.send(json.dumps({"t": "up", "x": x, "y": y}))
            frames = []
            while True:
                text = await session.receive()
                message = json.loads(text)
                if message["t"] == "frame":
                    frames.append((time.monotonic(), len(text.encode())))
                    if len(frames) == 1:
                        totals.latencies.append(frames[0][0] - sent)
                elif message["t"] == "a11y":
                    labels = [e["l"] for e in message["e"] if e["l"].isdigit()]
                    if not labels or int(labels[0]) != count + 1:
                        totals.errors.append(f"session {number}: the Cat's count read {labels[:1]} after a vote from {count}")
                        return
                    count += 1
                    totals.votes += 1
                    break
            totals.frame_bytes += [size for _, size in frames]
            if len(frames) >= 3 and frames[-1][0] > frames[0][0]:
                totals.animation_rates.append((len(frames) - 1) / (frames[-1][0] - frames[0][0]))
    except Exception as error:
        totals.errors.append(f"session {number}: {type(error).__name__}: {error}")
    finally:
        session.close()


def rss(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return line.split(":")[1].strip()
    except OSError:
        return "unknown"
    return "unknown"


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base", nargs="?", help="the server's base URL (or --url)")
    parser.add_argument("--url")
    parser.add_argument("--prefix", default="/apps/pets")
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--pid", type=int, help="the server's process id, for its resident memory")
    arguments = parser.parse_args()
    if not (arguments.url or arguments.base):
        parser.error("give the server's base URL")
    url = urlparse(arguments.url or arguments.base)
    host, port = url.hostname, url.port or 80
    if arguments.pid:
        print(f"server RSS before: {rss(arguments.pid)}")
    totals = Totals()
    start = time.monotonic()
    deadline = start + arguments.seconds
    await asyncio.gather(*(run_session(n, host, port, arguments.prefix, deadline, totals) for n in range(arguments.sessions)))
    elapsed = time.monotonic() - start
    print(f"{arguments.sessions} sessions voting for {arguments.seconds:g} s ({elapsed:.1f} s with the last votes)")
    print(f"votes: {totals.votes}, {totals.votes / elapsed:.1f} votes/s")
    print(f"latency (click to first frame): p50 {percentile(totals.latencies, 0.5) * 1000:.1f} ms, "
          f"p99 {percentile(totals.latencies, 0.99) * 1000:.1f} ms")
    if totals.frame_bytes:
        print(f"first frame: {sum(totals.first_frames) // max(1, len(totals.first_frames))} bytes; frames after a vote: "
              f"{len(totals.frame_bytes)}, bytes per frame median {percentile(totals.frame_bytes, 0.5)}, "
              f"mean {sum(totals.frame_bytes) / len(totals.frame_bytes):.0f}")
    if totals.animation_rates:
        print(f"animation frames per second per session (received): median {percentile(totals.animation_rates, 0.5):.1f}")
    print(f"errors: {len(totals.errors)}")
    for error in totals.errors[:10]:
        print("  " + error)
    if arguments.pid:
        print(f"server RSS after: {rss(arguments.pid)}")
    return 1 if totals.errors else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
