#!/usr/bin/env python3
"""Checks documents against the definitions of docs/cli-json.schema.json with the jsonschema library.

Input: a JSON Lines file, one {"label": ..., "definition": ..., "text": ...} per line, where text is what a command
printed. Output (--out): a JSON list of {"label", "problem"} for every document that is not one JSON value matching
its definition; an empty list when all match.
"""
import argparse
import json

import jsonschema


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("schema")
    parser.add_argument("documents")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    with open(args.schema, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft202012Validator.check_schema(schema)
    problems = []
    with open(args.documents, encoding="utf-8") as file:
        for line in file:
            entry = json.loads(line)
            label, name, text = entry["label"], entry["definition"], entry["text"]
            if name not in schema["$defs"]:
                problems.append({"label": label, "problem": f"no definition named {name}"})
                continue
            lines = text.splitlines()
            if len(lines) != 1:
                problems.append({"label": label, "problem": f"{len(lines)} lines instead of one: {text[:300]}"})
                continue
            try:
                document = json.loads(lines[0])
            except json.JSONDecodeError as error:
                problems.append({"label": label, "problem": f"not JSON ({error}): {text[:300]}"})
                continue
            validator = jsonschema.Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": schema["$defs"]})
            for error in validator.iter_errors(document):
                path = "/".join(str(part) for part in error.absolute_path)
                problems.append({"label": label, "problem": f"at /{path}: {error.message}"})
    with open(args.out, "w", encoding="utf-8") as file:
        json.dump(problems, file)


if __name__ == "__main__":
    main()
