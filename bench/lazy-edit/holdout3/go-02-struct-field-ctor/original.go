package server

import (
	"net/http"
	"time"
)

type Server struct {
	addr    string
	handler http.Handler
	timeout time.Duration
}

func New(addr string, handler http.Handler) *Server {
	return &Server{
		addr:    addr,
		handler: handler,
		timeout: 30 * time.Second,
	}
}

func (s *Server) Run() error {
	srv := &http.Server{
		Addr:         s.addr,
		Handler:      s.handler,
		ReadTimeout:  s.timeout,
		WriteTimeout: s.timeout,
	}
	return srv.ListenAndServe()
}
