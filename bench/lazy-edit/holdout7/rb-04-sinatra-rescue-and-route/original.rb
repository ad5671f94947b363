require "sinatra/base"
require "json"
require_relative "lib/todo_repository"

class TodoApp < Sinatra::Base
  configure do
    set :repo, TodoRepository.new(ENV.fetch("TODO_DB", "todos.db"))
  end

  before do
    content_type :json
  end

  helpers do
    def repo
      settings.repo
    end

    def json_body
      JSON.parse(request.body.read)
    rescue JSON::ParserError
      halt 400, { error: "invalid JSON" }.to_json
    end

    def find_todo!(id)
      repo.find(Integer(id)) || halt(404, { error: "not found" }.to_json)
    end
  end

  get "/todos" do
    todos = params["done"] ? repo.where(done: params["done"] == "true") : repo.all
    todos.map(&:to_h).to_json
  end

  post "/todos" do
    data = json_body
    halt 422, { error: "title required" }.to_json if data["title"].to_s.strip.empty?
    todo = repo.create(title: data["title"].strip, done: false)
    status 201
    todo.to_h.to_json
  end

  patch "/todos/:id" do
    todo = find_todo!(params[:id])
    data = json_body
    todo = repo.update(todo.id, **data.slice("title", "done").transform_keys(&:to_sym))
    todo.to_h.to_json
  end

  delete "/todos/:id" do
    todo = find_todo!(params[:id])
    repo.delete(todo.id)
    status 204
  end
end
