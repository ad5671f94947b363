# ...existing code...
    def find_todo!(id)
      repo.find(Integer(id)) || halt(404, { error: "not found" }.to_json)
    rescue ArgumentError
      halt 400, { error: "invalid id" }.to_json
    end
  end

  # ...existing code...

  patch "/todos/:id" do
    # ...existing code...
  end

  post "/todos/:id/toggle" do
    todo = find_todo!(params[:id])
    todo = repo.update(todo.id, done: !todo.done)
    todo.to_h.to_json
  end

  # ...existing code...
