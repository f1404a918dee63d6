package etp

import (
	"context"
	"fmt"
	"strconv"
)

// Paginate calls fn with every item of every page of a list operation (by operationId).
func (c *Client) Paginate(ctx context.Context, operationID string, path map[string]string, opts *RequestOptions, fn func(item map[string]any) error) error {
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
		data, err := c.Call(ctx, operationID, path, nil, pageOpts)
		if err != nil {
			return err
		}
		items, _ := data[op.ListField].([]any)
		for _, item := range items {
			m, _ := item.(map[string]any)
			if err := fn(m); err != nil {
				return err
			}
		}
		if more, _ := data["has_more"].(bool); !more {
			return nil
		}
		page++
	}
}
