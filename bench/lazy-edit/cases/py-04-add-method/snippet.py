# ... existing code ...
    def run_one(self, job):
        # ... existing code ...
        self.done.append(job.name)

    def reset(self):
        self.done = []


# ... existing code ...
