# ... existing code ...
  validates :body, presence: true
  validates :summary, length: { maximum: 300 }, allow_blank: true
  validates :slug, presence: true, uniqueness: { scope: :category_id }

  scope :recent, -> { order(published_at: :desc) }
  scope :published_before, ->(time) { published.where("published_at < ?", time) }
  # ... existing code ...

  def reading_time
    words = body.to_s.split.size
    (words / 230.0).ceil
  end
  # ... existing code ...
