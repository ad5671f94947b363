package migrate

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

//go:embed sql/*.sql
var files embed.FS

type Migration struct {
	Version int
	Name    string
	Up      string
	Down    string
}

// Load reads every NNN_name.up.sql / NNN_name.down.sql pair from the embedded folder.
func Load() ([]Migration, error) {
	entries, err := fs.ReadDir(files, "sql")
	if err != nil {
		return nil, err
	}
	byVersion := map[int]*Migration{}
	for _, e := range entries {
		var version int
		var name, direction string
		base := strings.TrimSuffix(e.Name(), ".sql")
		if _, err := fmt.Sscanf(strings.Replace(base, "_", " ", 1), "%d %s", &version, &name); err != nil {
			return nil, fmt.Errorf("bad migration file name %q", e.Name())
		}
		name, direction, _ = strings.Cut(name, ".")
		body, err := fs.ReadFile(files, "sql/"+e.Name())
		if err != nil {
			return nil, err
		}
		m, ok := byVersion[version]
		if !ok {
			m = &Migration{Version: version, Name: name}
			byVersion[version] = m
		}
		switch direction {
		case "up":
			m.Up = string(body)
		case "down":
			m.Down = string(body)
		default:
			return nil, fmt.Errorf("migration %q: expected .up.sql or .down.sql", e.Name())
		}
	}
	out := make([]Migration, 0, len(byVersion))
	for _, m := range byVersion {
		out = append(out, *m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	return out, nil
}

func Apply(ctx context.Context, db *sql.DB, m Migration) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()

	if _, err := tx.ExecContext(ctx, m.Up); err != nil {
		return fmt.Errorf("migration %d (%s): %w", m.Version, m.Name, err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version) VALUES ($1)`, m.Version); err != nil {
		return err
	}
	return tx.Commit()
}

func Revert(ctx context.Context, db *sql.DB, m Migration) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()

	if _, err := tx.ExecContext(ctx, m.Down); err != nil {
		return fmt.Errorf("revert %d (%s): %w", m.Version, m.Name, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM schema_migrations WHERE version = $1`, m.Version); err != nil {
		return err
	}
	return tx.Commit()
}
