# ... existing code ...
    def save
      tmp = "#{@path}.tmp"
      File.write(tmp, JSON.pretty_generate(@notes))
      File.rename(tmp, @path)
    end
  end
end
