class Repo:
    def __init__(self, db):
        self.db = db

    def get(self, id):
        return self.db.fetch_one("SELECT * FROM items WHERE id = ?", id)

    def get_all_unsafe(self, where):
        return self.db.fetch_all("SELECT * FROM items WHERE " + where)

    def delete(self, id):
        self.db.execute("DELETE FROM items WHERE id = ?", id)
