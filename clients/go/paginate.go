package etp

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
)

// Paginate calls fn with every item of every page of a list operation (by operationId), as a map.
// PaginateAs gives the items as the contract's type instead.
func (c *Client) Paginate(ctx context.Context, operationID string, path map[string]string, opts *RequestOptions, fn func(item map[string]any) error) error {
	return pages(ctx, c, operationID, path, opts, fn)
}

// PaginateAs calls fn with every item of every page of a list operation (by operationId), decoded
// into T, the type of the list's items (e.g. MarketSummary for listMarkets, Buyer for searchBuyers).
func PaginateAs[T any](ctx context.Context, c *Client, operationID string, path map[string]string, opts *RequestOptions, fn func(item T) error) error {
	return pages(ctx, c, operationID, path, opts, fn)
}

func pages[T any](ctx context.Context, c *Client, operationID string, path map[string]string, opts *RequestOptions, fn func(item T) error) error {
	op, ok := Operations[operationID]
	if !ok || op.ListField == "" {
		return fmt.Errorf("etp: %q is not a list operation", operationID)
	}
	query := map[string]string{}
	if opts != nil {
		for k, v := range opts.Query {
			query[k] = v
		}
	}
	page := 1
	if v, err := strconv.Atoi(query["page"]); err == nil {
		page = v
	}
	for {
		query["page"] = strconv.Itoa(page)
		pageOpts := &RequestOptions{Query: query}
		if opts != nil {
			pageOpts.AcceptLanguage, pageOpts.Headers = opts.AcceptLanguage, opts.Headers
		}
		var data map[string]json.RawMessage
		if err := c.CallInto(ctx, operationID, path, nil, pageOpts, &data); err != nil {
			return err
		}
		var items []T
		if err := json.Unmarshal(data[op.ListField], &items); err != nil {
			return fmt.Errorf("etp: %s page %d: %w", operationID, page, err)
		}
		for _, item := range items {
			if err := fn(item); err != nil {
				return err
			}
		}
		var more bool
		if err := json.Unmarshal(data["has_more"], &more); err != nil || !more {
			return nil
		}
		page++
	}
}
