module github.com/export-trade/etp-go

go 1.19
