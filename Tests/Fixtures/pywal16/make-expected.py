"""Renders every pywal16 template with pywal16's own export.template (the source at the commit in
Tests/Fixtures/pywal16/README.md) for base16-nord's colors, lowercased as pywal writes its own."""
import json, logging, os, sys
sys.path.insert(0, sys.argv[1])
from pywal import export
scheme = json.load(open(sys.argv[2]))
colors = {"wallpaper": "/home/user/.local/share/themeswitch/wallpapers/5d41402abc4b2a76b9719d911017c592.png", "checksum": "5d41402abc4b2a76b9719d911017c592", "alpha": "100",
          "special": {k: v.lower() for k, v in scheme["special"].items()},
          "colors": {k: v.lower() for k, v in scheme["colors"].items()}}
flat = export.flatten_colors(colors)
for name in sorted(os.listdir(sys.argv[3])):
    export.template(flat, os.path.join(sys.argv[3], name), os.path.join(sys.argv[4], name))
