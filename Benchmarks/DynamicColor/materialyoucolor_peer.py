"""The materialyoucolor peer of bench-dyncolor (issue 22): for each image, the same steps as
themeswitch's pipeline with Material's Python port: decode (Pillow, JPEG DCT-scaled like ours to
the smallest size keeping 4 x 128 x 128 pixels), average down to at most 128 x 128, QuantizeCelebi (Wu + WSMeans, 128 colors), Score, and a
tonal-spot scheme's light and dark colors. Prints one line per image: path, source #RRGGBB, its
HCT hue, and the median in-process CPU milliseconds (time.process_time) of `runs` runs.
Usage: python3 materialyoucolor_peer.py RUNS IMAGE..."""
import statistics
import sys
import time

from PIL import Image
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.hct import Hct
from materialyoucolor.quantize import QuantizeCelebi
from materialyoucolor.scheme.scheme_tonal_spot import SchemeTonalSpot
from materialyoucolor.score.score import Score

NAMES = [name for name in dir(MaterialDynamicColors) if not name.startswith("_")
         and hasattr(getattr(MaterialDynamicColors, name), "get_hct")]


def source_of(path):
    image = Image.open(path)
    scale = min(1.0, (4 * 128 * 128 / (image.width * image.height)) ** 0.5)
    image.draft("RGB", (int(image.width * scale) + 1, int(image.height * scale) + 1))
    image = image.convert("RGB")
    step = 1
    while (image.width // step) * (image.height // step) > 128 * 128:
        step += 1
    image = image.reduce(step)
    pixels = [(r, g, b, 255) for (r, g, b) in image.get_flattened_data()] if hasattr(image, "get_flattened_data") \
        else [(r, g, b, 255) for (r, g, b) in image.getdata()]
    source = Score.score(QuantizeCelebi(pixels, 128))[0]
    for dark in (False, True):
        scheme = SchemeTonalSpot(Hct.from_int(source), dark, 0.0)
        for name in NAMES:
            getattr(MaterialDynamicColors, name).get_argb(scheme)
    return source


def main():
    runs = int(sys.argv[1])
    for path in sys.argv[2:]:
        times = []
        for _ in range(runs):
            start = time.process_time()
            source = source_of(path)
            times.append((time.process_time() - start) * 1000)
        print(path, "#%06X" % (source & 0xFFFFFF), "%.2f" % Hct.from_int(source).hue, "%.2f" % statistics.median(times))


main()
