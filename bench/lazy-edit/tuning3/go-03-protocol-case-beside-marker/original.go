package protocol

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
)

// Version is reported in the agent capability.
var Version = "dev"

// Handler serves protocol v2 commands for one repository.
type Handler struct {
	repo   Repository
	out    io.Writer
	logger Logger
}

func capabilities() []string {
	return []string{
		"version 2",
		"agent=grove/" + Version,
		"ls-refs=unborn",
		"fetch=shallow wait-for-done",
		"server-option",
		"object-format=sha1",
	}
}

// Advertise writes the capability advertisement.
func (h *Handler) Advertise() error {
	for _, capability := range capabilities() {
		if err := writePktLine(h.out, capability+"\n"); err != nil {
			return err
		}
	}
	return writeFlush(h.out)
}

// ReadCommand reads a command request: "command=<name>", capabilities, delim, args, flush.
func ReadCommand(r *bufio.Reader) (string, []string, error) {
	var (
		cmd  string
		args []string
	)
	inArgs := false
	for {
		line, kind, err := readPktLine(r)
		if err != nil {
			return "", nil, err
		}
		switch kind {
		case pktFlush:
			return cmd, args, nil
		case pktDelim:
			inArgs = true
			continue
		}
		line = strings.TrimSuffix(line, "\n")
		if inArgs {
			args = append(args, line)
		} else if strings.HasPrefix(line, "command=") {
			cmd = strings.TrimPrefix(line, "command=")
		}
	}
}

// Serve dispatches one command.
func (h *Handler) Serve(ctx context.Context, cmd string, args []string) error {
	h.logger.Debug("protocol command", "cmd", cmd, "args", len(args))
	switch cmd {
	case "ls-refs":
		return h.lsRefs(ctx, args)
	case "fetch":
		return h.fetch(ctx, args)
	case "bundle-uri":
		return h.bundleURI(ctx, args)
	default:
		return fmt.Errorf("unknown command %q", cmd)
	}
}
