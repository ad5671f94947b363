# ... existing code ...
  validates :published_at, presence: true, if: :published?
  validates :summary, length: { maximum: 300 }, allow_blank: true

  scope :published, -> { where(status: "published").where("published_at <= ?", Time.current) }
  scope :drafts, -> { where(status: "draft") }
  scope :featured, -> { published.where(featured: true) }
  scope :recent, -> { order(published_at: :desc) }
  # ... existing code ...

  def draft?
    status == "draft"
  end

  def archive!
    update!(status: "archived", featured: false)
  end

  # ... existing code ...
