class Article < ApplicationRecord
  include Sluggable
  include Searchable

  belongs_to :author, class_name: "User"
  belongs_to :category, optional: true
  has_many :comments, dependent: :destroy
  has_many :taggings, dependent: :destroy
  has_many :tags, through: :taggings
  has_one_attached :cover_image

  enum :status, { draft: 0, in_review: 1, published: 2, archived: 3 }, default: :draft

  validates :title, presence: true, length: { maximum: 160 }
  validates :body, presence: true
  validates :summary, length: { maximum: 300 }, allow_blank: true
  validates :slug, presence: true, uniqueness: { scope: :category_id }

  scope :recent, -> { order(published_at: :desc) }
  scope :published_before, ->(time) { published.where("published_at < ?", time) }
  scope :by_author, ->(user) { where(author: user) }
  scope :with_tag, ->(name) { joins(:tags).where(tags: { name: name }) }

  before_validation :assign_slug, on: :create
  after_commit :reindex, if: :saved_change_to_body?

  def publish!(at: Time.current)
    raise InvalidTransition, "cannot publish #{status} article" unless draft? || in_review?

    update!(status: :published, published_at: at)
  end

  def reading_time
    words = body.to_s.split.size
    (words / 230.0).ceil
  end

  def excerpt(length = 240)
    body.to_s.truncate(length, separator: " ")
  end

  private

  def assign_slug
    self.slug ||= title.to_s.parameterize
  end

  def reindex
    SearchIndexJob.perform_later(self.class.name, id)
  end
end
