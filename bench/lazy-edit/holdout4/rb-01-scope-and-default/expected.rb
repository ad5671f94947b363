class Article < ApplicationRecord
  belongs_to :author

  scope :published, -> { where.not(published_at: nil) }
  scope :recent, -> { order(published_at: :desc).limit(10) }

  def summary(length = 200)
    body.truncate(length)
  end
end
