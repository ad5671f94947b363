# ... existing code ...
    def find(title)
      @notes.find { |n| n[:title] == title }
    end

    def delete(title)
      @notes.reject! { |n| n[:title] == title }
      save
    end

    private
# ... existing code ...
