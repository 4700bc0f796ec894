"""Validates DTCG documents against the local copy of the 2025.10 format schema.

Usage: validate_dtcg.py SCHEMA_DIR FILE...; prints one line per invalid file and exits 1 if any.
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
root = store["https://www.designtokens.org/schemas/2025.10/format.json"]
resolver = jsonschema.RefResolver.from_schema(root, store=store)
validator = jsonschema.Draft7Validator(root, resolver=resolver)
failed = 0
for name in sys.argv[2:]:
    document = json.loads(pathlib.Path(name).read_text(encoding="utf-8"))
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.path))
    if errors:
        failed += 1
        first = errors[0]
        print(f"{name}: {len(errors)} errors; first at /{'/'.join(map(str, first.path))}: {first.message[:300]}")
print(f"{len(sys.argv) - 2 - failed} valid, {failed} invalid")
sys.exit(1 if failed else 0)
