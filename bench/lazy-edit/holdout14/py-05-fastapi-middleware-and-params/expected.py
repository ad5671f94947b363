from fastapi import Depends, FastAPI, HTTPException, Query, status
from fastapi.middleware.cors import CORSMiddleware
from sqlalchemy.orm import Session

from . import crud, models, schemas
from .database import SessionLocal, engine

models.Base.metadata.create_all(bind=engine)

app = FastAPI(title="Bookshelf API", version="0.3.0")
app.add_middleware(
    CORSMiddleware,
    allow_origins=["http://localhost:5173"],
    allow_methods=["*"],
    allow_headers=["*"],
)


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


@app.get("/books", response_model=list[schemas.Book])
def list_books(
    skip: int = 0,
    limit: int = Query(50, le=200),
    q: str | None = None,
    db: Session = Depends(get_db),
):
    return crud.get_books(db, skip=skip, limit=limit, search=q)


@app.get("/books/{book_id}", response_model=schemas.Book)
def read_book(book_id: int, db: Session = Depends(get_db)):
    book = crud.get_book(db, book_id)
    if book is None:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Book not found")
    return book


@app.post("/books", response_model=schemas.Book, status_code=status.HTTP_201_CREATED)
def create_book(book: schemas.BookCreate, db: Session = Depends(get_db)):
    if crud.get_book_by_isbn(db, book.isbn):
        raise HTTPException(status_code=status.HTTP_409_CONFLICT, detail="ISBN already registered")
    return crud.create_book(db, book)


@app.delete("/books/{book_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_book(book_id: int, db: Session = Depends(get_db)):
    book = crud.get_book(db, book_id)
    if book is None:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Book not found")
    crud.delete_book(db, book)


@app.get("/authors/{author_id}/books", response_model=list[schemas.Book])
def list_author_books(author_id: int, db: Session = Depends(get_db)):
    return crud.get_books_by_author(db, author_id)
