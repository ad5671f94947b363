import json


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except FileNotFoundError:
        return {}
    except json.JSONDecodeError as e:
        raise ValueError(f"bad json in {path}") from e


def save(path, data):
    with open(path, "w") as f:
        json.dump(data, f, indent=2)
