class Post < ApplicationRecord
  # ... existing code ...
  def publish!
    update!(published_at: Time.current)
  end

  def unpublish!
    update!(published_at: nil)
  end

  # ... existing code ...
end
