class Article < ApplicationRecord
  belongs_to :author

  scope :published, -> { where.not(published_at: nil) }

  def summary
    body.truncate(200)
  end
end
