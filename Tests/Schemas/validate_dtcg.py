"""Validates DTCG documents against the local copy of the 2025.10 format schema.

Usage: validate_dtcg.py SCHEMA_DIR FILE...; a file named *.resolver.json is checked against the
resolver schema, any other against the format schema. Prints one line per invalid file and exits
1 if any.
"""
import json
import pathlib
import sys

import jsonschema

schema_dir = pathlib.Path(sys.argv[1])
store = {}
for path in schema_dir.rglob("*.json"):
    schema = json.loads(path.read_text(encoding="utf-8"))
    store[schema["$id"]] = schema


def validator_for(name):
    kind = "resolver" if name.endswith(".resolver.json") else "format"
    root = store[f"https://www.designtokens.org/schemas/2025.10/{kind}.json"]
    return jsonschema.Draft7Validator(root, resolver=jsonschema.RefResolver.from_schema(root, store=store))


failed = 0
for name in sys.argv[2:]:
    document = json.loads(pathlib.Path(name).read_text(encoding="utf-8"))
    errors = sorted(validator_for(name).iter_errors(document), key=lambda error: list(error.path))
    if errors:
        failed += 1
        first = errors[0]
        print(f"{name}: {len(errors)} errors; first at /{'/'.join(map(str, first.path))}: {first.message[:300]}")
print(f"{len(sys.argv) - 2 - failed} valid, {failed} invalid")
sys.exit(1 if failed else 0)
