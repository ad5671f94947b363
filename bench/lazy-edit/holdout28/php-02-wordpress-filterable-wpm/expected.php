<?php
/**
 * Plugin Name: Acme Reading Time
 * Description: Shows an estimated reading time above post content.
 * Version:     1.4.0
 * Author:      Acme Digital
 * License:     GPL-2.0-or-later
 * Text Domain: acme-reading-time
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'ACME_RT_VERSION', '1.4.0' );
define( 'ACME_RT_WORDS_PER_MINUTE', 220 );

/**
 * Returns the estimated reading time in minutes for a post.
 *
 * @param int|WP_Post $post Post ID or object.
 * @return int
 */
function acme_rt_minutes( $post ) {
	$post = get_post( $post );
	if ( ! $post ) {
		return 0;
	}

	$cached = get_post_meta( $post->ID, '_acme_rt_minutes', true );
	if ( '' !== $cached ) {
		return (int) $cached;
	}

	$words   = str_word_count( wp_strip_all_tags( $post->post_content ) );
	$wpm     = max( 1, (int) apply_filters( 'acme_rt_words_per_minute', ACME_RT_WORDS_PER_MINUTE, $post ) );
	$minutes = max( 1, (int) ceil( $words / $wpm ) );
	update_post_meta( $post->ID, '_acme_rt_minutes', $minutes );

	return $minutes;
}

/**
 * Prepends the reading time badge to singular post content.
 *
 * @param string $content Post content.
 * @return string
 */
function acme_rt_filter_content( $content ) {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}

	$minutes = acme_rt_minutes( get_the_ID() );
	$label   = sprintf(
		/* translators: %d: number of minutes. */
		_n( '%d minute read', '%d minutes read', $minutes, 'acme-reading-time' ),
		$minutes
	);

	return '<p class="acme-reading-time">' . esc_html( $label ) . '</p>' . $content;
}
add_filter( 'the_content', 'acme_rt_filter_content' );

/**
 * Clears the cached value whenever a post is saved.
 *
 * @param int $post_id Post ID.
 */
function acme_rt_clear_cache( $post_id ) {
	delete_post_meta( $post_id, '_acme_rt_minutes' );
}
add_action( 'save_post', 'acme_rt_clear_cache' );

function acme_rt_enqueue_styles() {
	if ( ! is_singular( 'post' ) ) {
		return;
	}

	wp_enqueue_style(
		'acme-reading-time',
		plugins_url( 'assets/reading-time.css', __FILE__ ),
		array(),
		ACME_RT_VERSION
	);
}
add_action( 'wp_enqueue_scripts', 'acme_rt_enqueue_styles' );
