def describe(status):
    if status == "queued":
        return "Waiting for a worker"
    elif status == "running":
        return "In progress"
    elif status == "done":
        return "Finished"
    else:
        return "Unknown"
# ... existing code ...
