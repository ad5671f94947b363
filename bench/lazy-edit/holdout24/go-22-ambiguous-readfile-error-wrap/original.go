package seed

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

type User struct {
	ID    string   `json:"id"`
	Email string   `json:"email"`
	Roles []string `json:"roles"`
}

type Group struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Members []string `json:"members"`
}

type Policy struct {
	ID        string   `json:"id"`
	Effect    string   `json:"effect"`
	Actions   []string `json:"actions"`
	Resources []string `json:"resources"`
}

// Fixtures bundles everything loaded from a seed directory.
type Fixtures struct {
	Users    []User
	Groups   []Group
	Policies []Policy
}

func LoadUsers(path string) ([]User, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var users []User
	if err := json.Unmarshal(data, &users); err != nil {
		return nil, fmt.Errorf("decode users: %w", err)
	}
	return users, nil
}

func LoadGroups(path string) ([]Group, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var groups []Group
	if err := json.Unmarshal(data, &groups); err != nil {
		return nil, fmt.Errorf("decode groups: %w", err)
	}
	return groups, nil
}

func LoadPolicies(path string) ([]Policy, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var policies []Policy
	if err := json.Unmarshal(data, &policies); err != nil {
		return nil, fmt.Errorf("decode policies: %w", err)
	}
	return policies, nil
}

// LoadDir reads users.json, groups.json and policies.json from dir.
func LoadDir(dir string) (*Fixtures, error) {
	users, err := LoadUsers(filepath.Join(dir, "users.json"))
	if err != nil {
		return nil, err
	}
	groups, err := LoadGroups(filepath.Join(dir, "groups.json"))
	if err != nil {
		return nil, err
	}
	policies, err := LoadPolicies(filepath.Join(dir, "policies.json"))
	if err != nil {
		return nil, err
	}
	return &Fixtures{Users: users, Groups: groups, Policies: policies}, nil
}
