package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type Manifest struct {
	Name         string            `json:"name"`
	Version      string            `json:"version"`
	Dependencies map[string]string `json:"dependencies"`
}

func loadManifest(path string) Manifest {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatalf("read %s: %v", path, err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		log.Fatalf("parse %s: %v", path, err)
	}
	if m.Name == "" {
		log.Fatalf("%s: missing name", path)
	}
	return m
}

func findManifests(root string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if !d.IsDir() && d.Name() == "manifest.json" {
			paths = append(paths, path)
		}
		return nil
	})
	return paths, err
}

func main() {
	root := flag.String("root", ".", "directory to scan")
	showDeps := flag.Bool("deps", false, "list dependencies of each package")
	flag.Parse()

	paths, err := findManifests(*root)
	if err != nil {
		log.Fatal(err)
	}
	sort.Strings(paths)

	for _, p := range paths {
		m := loadManifest(p)
		fmt.Printf("%-30s %s\n", m.Name, m.Version)
		if *showDeps {
			names := make([]string, 0, len(m.Dependencies))
			for name := range m.Dependencies {
				names = append(names, name)
			}
			sort.Strings(names)
			for _, name := range names {
				fmt.Printf("    %s@%s\n", name, m.Dependencies[name])
			}
		}
	}
}
