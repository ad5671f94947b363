package server

import (
	"net/http"
	"time"
)

type Server struct {
	addr     string
	handler  http.Handler
	timeout  time.Duration
	maxBytes int
}

func New(addr string, handler http.Handler) *Server {
	return &Server{
		addr:     addr,
		handler:  handler,
		timeout:  30 * time.Second,
		maxBytes: 1 << 20,
	}
}

func (s *Server) Run() error {
	srv := &http.Server{
		Addr:           s.addr,
		Handler:        s.handler,
		ReadTimeout:    s.timeout,
		WriteTimeout:   s.timeout,
		MaxHeaderBytes: s.maxBytes,
	}
	return srv.ListenAndServe()
}
