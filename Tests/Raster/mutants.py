"""Byte-level mutants of ripplegen's animated files, for `check.py --self-test`: each must fail the check.

- "shift": the frame that changes most starts half a frame late (the frame before it lasts half a frame longer,
  it half a frame shorter, so the total stays): only the frame comparison can catch it.
- "loop": the loop field off by one (APNG num_plays, WebP loop_count, GIF NETSCAPE count; a GIF without a
  NETSCAPE block gets one).
"""
import struct
import zlib
from fractions import Fraction

from PIL import Image


class Mutants:
    @staticmethod
    def of(fmt, path, fps):
        data = open(path, "rb").read()
        target = most_changed_frame(path)
        maker = {"apng": APNG, "webp": WebP, "gif": GIF}[fmt]
        return [("shift frame %d by half a frame" % target, maker.shift(data, target, fps)),
                ("loop count + 1", maker.loop(data))]


def most_changed_frame(path):
    image = Image.open(path)
    previous, best, best_score = None, 1, -1
    for index in range(image.n_frames):
        image.seek(index)
        frame = image.convert("RGBA").tobytes()
        if previous is not None and 0 < index:
            score = sum(1 for i in range(0, len(frame), 4) if frame[i:i + 4] != previous[i:i + 4])
            if score > best_score:
                best, best_score = index, score
        previous = frame
    return best


class APNG:
    @staticmethod
    def chunks(data):
        offset = 8
        while offset < len(data):
            length = struct.unpack(">I", data[offset:offset + 4])[0]
            yield offset, data[offset + 4:offset + 8], length
            offset += 12 + length

    @staticmethod
    def rewrite(data, offset, payload):
        kind = data[offset + 4:offset + 8]
        crc = struct.pack(">I", zlib.crc32(kind + payload) & 0xFFFFFFFF)
        length = struct.unpack(">I", data[offset:offset + 4])[0]
        return data[:offset + 8] + payload + crc + data[offset + 12 + length:]

    @classmethod
    def shift(cls, data, target, fps):
        controls = [(o, n) for o, kind, n in cls.chunks(data) if kind == b"fcTL"]
        # Exact fractions, so the total stays exact and only the frame's start moves.
        half = Fraction(1, 2 * fps)
        for frame, change in ((target - 1, half), (target, -half)):
            offset, length = controls[frame]
            payload = bytearray(data[offset + 8:offset + 8 + length])
            numerator, denominator = struct.unpack(">HH", payload[20:24])
            delay = max(Fraction(numerator, denominator or 100) + change, Fraction(1, 1000))
            payload[20:24] = struct.pack(">HH", delay.numerator, delay.denominator)
            data = cls.rewrite(data, offset, bytes(payload))
        return data

    @classmethod
    def loop(cls, data):
        for offset, kind, length in cls.chunks(data):
            if kind == b"acTL":
                payload = bytearray(data[offset + 8:offset + 8 + length])
                payload[4:8] = struct.pack(">I", struct.unpack(">I", payload[4:8])[0] + 1)
                return cls.rewrite(data, offset, bytes(payload))
        raise ValueError("no acTL")


class WebP:
    @staticmethod
    def chunks(data):
        offset = 12
        while offset < len(data):
            kind, length = data[offset:offset + 4], struct.unpack("<I", data[offset + 4:offset + 8])[0]
            yield offset, kind, length
            offset += 8 + length + (length & 1)

    @classmethod
    def shift(cls, data, target, fps):
        frames = [o for o, kind, _ in cls.chunks(data) if kind == b"ANMF"]
        half = round(500 / fps)
        data = bytearray(data)
        for frame, change in ((target - 1, half), (target, -half)):
            at = frames[frame] + 8 + 12
            duration = int.from_bytes(data[at:at + 3], "little") + change
            data[at:at + 3] = max(duration, 1).to_bytes(3, "little")
        return bytes(data)

    @classmethod
    def loop(cls, data):
        data = bytearray(data)
        for offset, kind, _ in cls.chunks(bytes(data)):
            if kind == b"ANIM":
                at = offset + 8 + 4
                data[at:at + 2] = struct.pack("<H", struct.unpack("<H", data[at:at + 2])[0] + 1)
                return bytes(data)
        raise ValueError("no ANIM")


class GIF:
    @staticmethod
    def blocks(data):
        """(kind, offset) of graphic control extensions ('gce', offset of the delay) and NETSCAPE blocks."""
        offset = 13
        flags = data[10]
        if flags & 0x80:
            offset += 3 * (2 << (flags & 7))
        table_end = offset
        found = []
        while data[offset] != 0x3B:
            if data[offset] == 0x21:
                label = data[offset + 1]
                if label == 0xF9:
                    found.append(("gce", offset + 4))
                if label == 0xFF and data[offset + 3:offset + 14] == b"NETSCAPE2.0":
                    found.append(("loop", offset + 16))
                offset += 2
            else:
                local = data[offset + 9]
                offset += 10 + (3 * (2 << (local & 7)) if local & 0x80 else 0) + 1
            while data[offset] != 0:
                offset += data[offset] + 1
            offset += 1
        return found, table_end

    @classmethod
    def shift(cls, data, target, fps):
        found, _ = cls.blocks(data)
        delays = [o for kind, o in found if kind == "gce"]
        half = max(1, round(50 / fps))
        data = bytearray(data)
        for frame, change in ((target - 1, half), (target, -half)):
            at = delays[frame]
            data[at:at + 2] = struct.pack("<H", max(struct.unpack("<H", data[at:at + 2])[0] + change, 1))
        return bytes(data)

    @classmethod
    def loop(cls, data):
        found, table_end = cls.blocks(data)
        loops = [o for kind, o in found if kind == "loop"]
        data = bytearray(data)
        if loops:
            at = loops[0]
            data[at:at + 2] = struct.pack("<H", struct.unpack("<H", data[at:at + 2])[0] + 1)
            return bytes(data)
        block = b"\x21\xFF\x0BNETSCAPE2.0\x03\x01" + struct.pack("<H", 1) + b"\x00"
        return bytes(data[:table_end]) + block + bytes(data[table_end:])
