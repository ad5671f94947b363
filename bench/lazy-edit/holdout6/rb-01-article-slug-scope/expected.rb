class Article < ApplicationRecord
  belongs_to :author, class_name: "User"
  has_many :comments, dependent: :destroy
  has_many :taggings, dependent: :destroy
  has_many :tags, through: :taggings

  enum :status, { draft: 0, published: 1, archived: 2 }

  validates :title, presence: true, length: { maximum: 200 }
  validates :body, presence: true
  validates :slug, presence: true, uniqueness: true, format: { with: /\A[a-z0-9-]+\z/ }

  scope :recent, -> { order(published_at: :desc) }
  scope :by_author, ->(user) { where(author: user) }
  scope :tagged, ->(name) { joins(:tags).where(tags: { name: name }) }

  before_validation :generate_slug, on: :create
  before_save :set_published_at, if: -> { status_changed?(to: "published") }

  def reading_time_minutes
    (body.split.size / 200.0).ceil
  end

  def to_param
    "#{id}-#{title.parameterize}"
  end

  private

  def set_published_at
    self.published_at ||= Time.current
  end

  def generate_slug
    self.slug ||= title.to_s.parameterize
  end
end
