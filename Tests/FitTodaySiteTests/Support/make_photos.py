"""Writes a distinct photograph-like JPEG at each path given, as free-exercise-db's are: 850x567 pixels, about 90 KB.
Made with the system's libvips (the one the renditions use) through ctypes: a smooth random colour field with a finer
grain over it, each from its own seed (its path's position), so that no two are alike and each compresses as a
photograph does. The photographs are made by one process a core: the test that needs them waits for nothing else.
Prints "WROTE <count> <bytes>" at the end.
Usage: make_photos.py FOLDER PATHS_FILE (one relative path a line) [WIDTH HEIGHT]"""
import concurrent.futures
import ctypes
import os
import pathlib
import random
import sys

vips = None


def field(vips, rng, width, height, divisor):
    """A random RGB image of width/divisor × height/divisor pixels, enlarged smoothly to width × height."""
    small_width, small_height = max(1, width // divisor), max(1, height // divisor)
    # randbytes, not a randrange per byte: the latter was most of the script's time (about 70 ms an image).
    pixels = rng.randbytes(small_width * small_height * 3)
    coarse = vips.vips_image_new_from_memory_copy(pixels, len(pixels), small_width, small_height, 3, 0)
    if not coarse:
        raise SystemExit(vips.vips_error_buffer().decode())
    enlarged = ctypes.c_void_p()
    # size=force (3): to exactly width × height.
    status = vips.vips_thumbnail_image(ctypes.c_void_p(coarse), ctypes.byref(enlarged), width, b"height", height, b"size", 3, None)
    vips.g_object_unref(ctypes.c_void_p(coarse))
    if status != 0:
        raise SystemExit(vips.vips_error_buffer().decode())
    return enlarged


def open_vips():
    """Loads the system's libvips in this process (each worker loads its own)."""
    global vips
    vips = ctypes.CDLL("libvips.so.42")
    vips.vips_error_buffer.restype = ctypes.c_char_p
    vips.vips_image_new_from_memory_copy.restype = ctypes.c_void_p
    vips.vips_image_new_from_memory_copy.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                                     ctypes.c_int]
    if vips.vips_init(b"make_photos") != 0:
        raise SystemExit("vips_init failed")


def make(job):
    """Writes the photograph of each (index, path) of the job; its seed is its index in the whole list, so the same
    list gives the same photographs however it is shared out. Returns the bytes written."""
    folder, width, height, items = job
    total = 0
    for index, path in items:
        rng = random.Random(index)
        colours, grain = field(vips, rng, width, height, 10), field(vips, rng, width, height, 8)
        mixed = ctypes.c_void_p()
        if vips.vips_add(colours, grain, ctypes.byref(mixed), None) != 0:
            raise SystemExit(vips.vips_error_buffer().decode())
        target = pathlib.Path(folder) / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if vips.vips_image_write_to_file(mixed, f"{target}[Q=75,strip]".encode(), None) != 0:
            raise SystemExit(vips.vips_error_buffer().decode())
        for image in (colours, grain, mixed):
            vips.g_object_unref(image)
        total += target.stat().st_size
    return total


def main(arguments):
    folder = pathlib.Path(arguments[0])
    paths = [line.strip() for line in pathlib.Path(arguments[1]).read_text().splitlines() if line.strip()]
    width, height = (int(arguments[2]), int(arguments[3])) if len(arguments) > 3 else (850, 567)
    workers = max(1, min(len(paths), os.cpu_count() or 1))
    items = list(enumerate(paths))
    jobs = [(str(folder), width, height, items[start::workers]) for start in range(workers)]
    with concurrent.futures.ProcessPoolExecutor(workers, initializer=open_vips) as pool:
        total = sum(pool.map(make, jobs))
    print(f"WROTE {len(paths)} {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
