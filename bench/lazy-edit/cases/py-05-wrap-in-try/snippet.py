# ... existing code ...
def load(path):
    try:
        with open(path) as f:
            return [Job(**item) for item in json.load(f)]
    except FileNotFoundError:
        return []
