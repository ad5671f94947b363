package api

import (
	"encoding/json"
	"net/http"

	"example.com/tasks/internal/store"
)

type Handlers struct {
	Store *store.Store
}

type createTaskRequest struct {
	Title    string `json:"title"`
	Priority int    `json:"priority"`
}

type updateTaskRequest struct {
	Title    *string `json:"title"`
	Priority *int    `json:"priority"`
	Done     *bool   `json:"done"`
}

type assignTaskRequest struct {
	AssigneeID string `json:"assignee_id"`
}

func (h *Handlers) CreateTask(w http.ResponseWriter, r *http.Request) {
	var req createTaskRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid request body", http.StatusBadRequest)
		return
	}
	task, err := h.Store.CreateTask(r.Context(), req.Title, req.Priority)
	if err != nil {
		http.Error(w, "could not create task", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, task)
}

func (h *Handlers) UpdateTask(w http.ResponseWriter, r *http.Request) {
	var req updateTaskRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid request body", http.StatusBadRequest)
		return
	}
	task, err := h.Store.UpdateTask(r.Context(), r.PathValue("id"), req.Title, req.Priority, req.Done)
	if err != nil {
		http.Error(w, "could not update task", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, task)
}

func (h *Handlers) AssignTask(w http.ResponseWriter, r *http.Request) {
	var req assignTaskRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid request body", http.StatusBadRequest)
		return
	}
	if err := h.Store.AssignTask(r.Context(), r.PathValue("id"), req.AssigneeID); err != nil {
		http.Error(w, "could not assign task", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
