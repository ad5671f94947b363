class Repo:
    def __init__(self, db):
        self.db = db

    def get(self, id):
        return self.db.fetch_one("SELECT * FROM items WHERE id = ?", id)

    def delete(self, id):
        self.db.execute("DELETE FROM items WHERE id = ?", id)
