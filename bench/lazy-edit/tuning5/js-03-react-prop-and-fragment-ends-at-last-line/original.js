import React, { useState } from 'react';
import PropTypes from 'prop-types';
import './TodoItem.css';

function TodoItem({ todo, onToggle, onDelete }) {
  const [hovered, setHovered] = useState(false);

  const className = [
    'todo-item',
    todo.done ? 'todo-item--done' : '',
    hovered ? 'todo-item--hovered' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <label>
        <input
          type="checkbox"
          checked={todo.done}
          onChange={() => onToggle(todo.id)}
        />
        <span className="todo-item__title">{todo.title}</span>
      </label>
      {hovered && (
        <button
          type="button"
          className="todo-item__delete"
          aria-label={`Delete ${todo.title}`}
          onClick={() => onDelete(todo.id)}
        >
          ×
        </button>
      )}
    </li>
  );
}

TodoItem.propTypes = {
  todo: PropTypes.shape({
    id: PropTypes.string.isRequired,
    title: PropTypes.string.isRequired,
    done: PropTypes.bool.isRequired,
  }).isRequired,
  onToggle: PropTypes.func.isRequired,
  onDelete: PropTypes.func.isRequired,
};

export default TodoItem;
