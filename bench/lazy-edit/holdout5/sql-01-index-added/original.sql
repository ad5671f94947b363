CREATE TABLE repos (
  id INTEGER PRIMARY KEY,
  owner TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE stars (
  repo_id INTEGER NOT NULL REFERENCES repos(id),
  user_id INTEGER NOT NULL,
  PRIMARY KEY (repo_id, user_id)
);
