require 'json'

module Notes
  class Store
    attr_reader :notes

    def initialize(path)
      @path = path
      @notes = []
    end

    def add(title, body)
      @notes << { title: title, body: body }
      save
    end

    def find(title)
      @notes.find { |n| n[:title] == title }
    end

    private

    def save
      File.write(@path, JSON.pretty_generate(@notes))
    end
  end
end
