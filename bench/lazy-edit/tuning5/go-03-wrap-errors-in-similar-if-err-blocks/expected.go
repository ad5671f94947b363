package deploy

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Release describes a build to ship.
type Release struct {
	Name    string
	Version string
	Dir     string
}

func run(dir string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	return cmd.Run()
}

// Build compiles the release binary and packages it.
func Build(r Release) error {
	out := filepath.Join(r.Dir, "dist")
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	bin := filepath.Join(out, r.Name)
	if err := run(r.Dir, "go", "build", "-o", bin, "./cmd/"+r.Name); err != nil {
		return fmt.Errorf("build %s: %w", r.Name, err)
	}
	archive := filepath.Join(out, fmt.Sprintf("%s-%s.tar.gz", r.Name, r.Version))
	if err := run(out, "tar", "-czf", archive, r.Name); err != nil {
		return fmt.Errorf("package %s: %w", archive, err)
	}
	return nil
}

// Publish uploads the packaged archive.
func Publish(r Release, bucket string) error {
	archive := filepath.Join(r.Dir, "dist", fmt.Sprintf("%s-%s.tar.gz", r.Name, r.Version))
	if _, err := os.Stat(archive); err != nil {
		return fmt.Errorf("archive missing, run Build first: %w", err)
	}
	if err := run(r.Dir, "aws", "s3", "cp", archive, "s3://"+bucket+"/releases/"); err != nil {
		return err
	}
	return nil
}
