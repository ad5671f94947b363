from fastapi import APIRouter

router = APIRouter()


@router.get("/items")
def list_items():
    return []


@router.get("/items/{item_id}")
@cache(ttl=60)
def get_item(item_id: int):
    return {"id": item_id}
