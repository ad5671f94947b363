class Post < ApplicationRecord
  belongs_to :author

  def publish!
    update!(published_at: Time.current)
  end

  def unpublish!
    update!(published_at: nil)
  end

  def published?
    published_at.present?
  end
end
