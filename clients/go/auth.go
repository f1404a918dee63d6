package etp

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/url"
	"time"
)

// authorization returns the Authorization header; with client credentials, one token is
// fetched for all goroutines and refreshed a minute before it expires.
func (c *Client) authorization(ctx context.Context) (string, error) {
	if c.cfg.Credentials == nil {
		return "Bearer " + c.cfg.APIKey, nil
	}
	c.tokenMu.Lock()
	defer c.tokenMu.Unlock()
	if c.token != "" && time.Now().Before(c.tokenExpires.Add(-time.Minute)) {
		return "Bearer " + c.token, nil
	}
	form := url.Values{"grant_type": {"client_credentials"}}
	if c.cfg.Credentials.Scope != "" {
		form.Set("scope", c.cfg.Credentials.Scope)
	}
	pair := url.QueryEscape(c.cfg.Credentials.ClientID) + ":" + url.QueryEscape(c.cfg.Credentials.ClientSecret)
	basic := map[string]string{"Authorization": "Basic " + base64.StdEncoding.EncodeToString([]byte(pair))}
	raw, err := c.send(ctx, Operations["createAccessToken"], Operations["createAccessToken"].Path, []byte(form.Encode()), "application/x-www-form-urlencoded", false, basic, &RequestOptions{})
	if err != nil {
		return "", err
	}
	var out map[string]any
	if err := json.Unmarshal(raw, &out); err != nil {
		return "", err
	}
	c.TokenFetches++
	token, _ := out["access_token"].(string)
	expiresIn, _ := out["expires_in"].(float64)
	if expiresIn == 0 {
		expiresIn = 300
	}
	c.token, c.tokenExpires = token, time.Now().Add(time.Duration(expiresIn)*time.Second)
	return "Bearer " + c.token, nil
}
