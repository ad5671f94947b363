class Repo:
    # ... existing code ...

    def get(self, id):
        return self.db.fetch_one("SELECT * FROM items WHERE id = ?", id)

    def delete(self, id):
        # ... existing code ...
