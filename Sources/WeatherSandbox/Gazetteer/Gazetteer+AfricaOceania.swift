extension SandboxGazetteer {
    /// Cities of Africa, Oceania and Antarctica:
    /// `name|country|region|latitude|longitude|zone|population in thousands|localized names`.
    static let africaAndOceania = """
        Cairo|EG|Cairo|30.0444|31.2357|Africa/Cairo|9540|ar=القاهرة;fr=Le Caire;es=El Cairo;de=Kairo
        Alexandria|EG|Alexandria|31.2001|29.9187|Africa/Cairo|5200|ar=الإسكندرية;fr=Alexandrie
        Luxor|EG|Luxor|25.6872|32.6396|Africa/Cairo|507|ar=الأقصر
        Aswan|EG|Aswan|24.0889|32.8998|Africa/Cairo|290|ar=أسوان
        Khartoum|SD|Khartoum|15.5007|32.5599|Africa/Khartoum|5274|ar=الخرطوم
        Tripoli|LY|Tripoli|32.8872|13.1913|Africa/Tripoli|1158|ar=طرابلس
        Benghazi|LY|Benghazi|32.1167|20.0667|Africa/Tripoli|807|ar=بنغازي
        Tunis|TN|Tunis|36.8065|10.1815|Africa/Tunis|638|ar=تونس
        Algiers|DZ|Algiers|36.7538|3.0588|Africa/Algiers|2768|ar=الجزائر;fr=Alger
        Oran|DZ|Oran|35.6971|-0.6308|Africa/Algiers|803|ar=وهران
        Tamanrasset|DZ|Tamanrasset|22.7850|5.5228|Africa/Algiers|92|
        Casablanca|MA|Casablanca-Settat|33.5731|-7.5898|Africa/Casablanca|3359|ar=الدار البيضاء
        Rabat|MA|Rabat-Salé-Kénitra|34.0209|-6.8416|Africa/Casablanca|577|ar=الرباط
        Marrakesh|MA|Marrakesh-Safi|31.6295|-7.9811|Africa/Casablanca|929|fr=Marrakech;ar=مراكش
        Fes|MA|Fès-Meknès|34.0181|-5.0078|Africa/Casablanca|1112|fr=Fès
        Tangier|MA|Tanger-Tetouan-Al Hoceima|35.7595|-5.8340|Africa/Casablanca|947|fr=Tanger
        Nouakchott|MR|Nouakchott|18.0735|-15.9582|Africa/Nouakchott|1195|
        Dakar|SN|Dakar|14.7167|-17.4677|Africa/Dakar|1146|
        Banjul|GM|Banjul|13.4549|-16.5790|Africa/Banjul|31|
        Bamako|ML|Bamako|12.6392|-8.0029|Africa/Bamako|2713|
        Timbuktu|ML|Tombouctou|16.7666|-3.0026|Africa/Bamako|33|fr=Tombouctou
        Niamey|NE|Niamey|13.5116|2.1254|Africa/Niamey|1334|
        Ouagadougou|BF|Centre|12.3714|-1.5197|Africa/Ouagadougou|2453|
        Conakry|GN|Conakry|9.6412|-13.5784|Africa/Conakry|1660|
        Freetown|SL|Western Area|8.4657|-13.2317|Africa/Freetown|1055|
        Monrovia|LR|Montserrado|6.3156|-10.8074|Africa/Monrovia|1021|
        Abidjan|CI|Abidjan|5.3600|-4.0083|Africa/Abidjan|4707|
        Accra|GH|Greater Accra|5.6037|-0.1870|Africa/Accra|2291|
        Kumasi|GH|Ashanti|6.6885|-1.6244|Africa/Accra|3348|
        Lomé|TG|Maritime|6.1256|1.2254|Africa/Lome|837|en=Lome
        Cotonou|BJ|Littoral|6.3703|2.3912|Africa/Porto-Novo|679|
        Lagos|NG|Lagos|6.5244|3.3792|Africa/Lagos|15388|
        Abuja|NG|Federal Capital Territory|9.0765|7.3986|Africa/Lagos|1235|
        Kano|NG|Kano|12.0022|8.5920|Africa/Lagos|3626|
        Ibadan|NG|Oyo|7.3775|3.9470|Africa/Lagos|3565|
        Port Harcourt|NG|Rivers|4.8156|7.0498|Africa/Lagos|1865|
        N'Djamena|TD|N'Djamena|12.1348|15.0557|Africa/Ndjamena|1323|
        Douala|CM|Littoral|4.0511|9.7679|Africa/Douala|3663|
        Yaoundé|CM|Centre|3.8480|11.5021|Africa/Douala|2765|en=Yaounde
        Bangui|CF|Bangui|4.3947|18.5582|Africa/Bangui|889|
        Libreville|GA|Estuaire|0.4162|9.4673|Africa/Libreville|703|
        Malabo|GQ|Bioko Norte|3.7504|8.7371|Africa/Malabo|297|
        Brazzaville|CG|Brazzaville|-4.2634|15.2429|Africa/Brazzaville|1696|
        Kinshasa|CD|Kinshasa|-4.4419|15.2663|Africa/Kinshasa|14970|
        Lubumbashi|CD|Haut-Katanga|-11.6876|27.5026|Africa/Lubumbashi|2584|
        Luanda|AO|Luanda|-8.8390|13.2894|Africa/Luanda|8330|
        Addis Ababa|ET|Addis Ababa|8.9806|38.7578|Africa/Addis_Ababa|3352|am=አዲስ አበባ
        Asmara|ER|Maekel|15.3229|38.9251|Africa/Asmara|963|
        Djibouti|DJ|Djibouti|11.5721|43.1456|Africa/Djibouti|604|
        Mogadishu|SO|Banaadir|2.0469|45.3182|Africa/Mogadishu|2388|
        Nairobi|KE|Nairobi|-1.2921|36.8219|Africa/Nairobi|4397|sw=Nairobi
        Mombasa|KE|Mombasa|-4.0435|39.6682|Africa/Nairobi|1208|
        Kampala|UG|Kampala|0.3476|32.5825|Africa/Kampala|1680|
        Kigali|RW|Kigali|-1.9441|30.0619|Africa/Kigali|1132|
        Bujumbura|BI|Bujumbura Mairie|-3.3614|29.3599|Africa/Bujumbura|1013|
        Dar es Salaam|TZ|Dar es Salaam|-6.7924|39.2083|Africa/Dar_es_Salaam|4365|
        Dodoma|TZ|Dodoma|-6.1630|35.7516|Africa/Dar_es_Salaam|411|
        Zanzibar|TZ|Zanzibar Urban/West|-6.1659|39.2026|Africa/Dar_es_Salaam|220|
        Lusaka|ZM|Lusaka|-15.3875|28.3228|Africa/Lusaka|2731|
        Harare|ZW|Harare|-17.8252|31.0335|Africa/Harare|1542|
        Bulawayo|ZW|Bulawayo|-20.1325|28.6265|Africa/Harare|653|
        Lilongwe|MW|Central|-13.9626|33.7741|Africa/Blantyre|989|
        Maputo|MZ|Maputo|-25.9692|32.5732|Africa/Maputo|1089|
        Antananarivo|MG|Analamanga|-18.8792|47.5079|Indian/Antananarivo|1275|
        Port Louis|MU|Port Louis|-20.1609|57.5012|Indian/Mauritius|147|
        Saint-Denis|RE|Réunion|-20.8823|55.4504|Indian/Reunion|153|
        Victoria|SC|Mahé|-4.6191|55.4513|Indian/Mahe|26|
        Moroni|KM|Grande Comore|-11.7172|43.2473|Indian/Comoro|62|
        Windhoek|NA|Khomas|-22.5609|17.0658|Africa/Windhoek|431|
        Gaborone|BW|South-East|-24.6282|25.9231|Africa/Gaborone|246|
        Johannesburg|ZA|Gauteng|-26.2041|28.0473|Africa/Johannesburg|5635|
        Cape Town|ZA|Western Cape|-33.9249|18.4241|Africa/Johannesburg|4618|af=Kaapstad
        Durban|ZA|KwaZulu-Natal|-29.8587|31.0218|Africa/Johannesburg|3721|
        Pretoria|ZA|Gauteng|-25.7479|28.2293|Africa/Johannesburg|2473|
        Port Elizabeth|ZA|Eastern Cape|-33.9608|25.6022|Africa/Johannesburg|967|en=Gqeberha
        Bloemfontein|ZA|Free State|-29.0852|26.1596|Africa/Johannesburg|556|
        Maseru|LS|Maseru|-29.3151|27.4869|Africa/Maseru|330|
        Mbabane|SZ|Hhohho|-26.3054|31.1367|Africa/Mbabane|95|
        Praia|CV|Santiago|14.9330|-23.5133|Atlantic/Cape_Verde|159|
        São Tomé|ST|Água Grande|0.3365|6.7273|Africa/Sao_Tome|90|en=Sao Tome
        Jamestown|SH|Saint Helena|-15.9244|-5.7181|Atlantic/St_Helena|1|
        Sydney|AU|New South Wales|-33.8688|151.2093|Australia/Sydney|5312|zh=悉尼;ja=シドニー
        Melbourne|AU|Victoria|-37.8136|144.9631|Australia/Melbourne|5078|
        Brisbane|AU|Queensland|-27.4698|153.0251|Australia/Brisbane|2560|
        Perth|AU|Western Australia|-31.9505|115.8605|Australia/Perth|2085|
        Adelaide|AU|South Australia|-34.9285|138.6007|Australia/Adelaide|1376|
        Gold Coast|AU|Queensland|-28.0167|153.4000|Australia/Brisbane|699|
        Canberra|AU|Australian Capital Territory|-35.2809|149.1300|Australia/Sydney|431|
        Hobart|AU|Tasmania|-42.8821|147.3272|Australia/Hobart|247|
        Darwin|AU|Northern Territory|-12.4634|130.8456|Australia/Darwin|147|
        Cairns|AU|Queensland|-16.9186|145.7781|Australia/Brisbane|153|
        Townsville|AU|Queensland|-19.2590|146.8169|Australia/Brisbane|180|
        Alice Springs|AU|Northern Territory|-23.6980|133.8807|Australia/Darwin|26|
        Newcastle|AU|New South Wales|-32.9283|151.7817|Australia/Sydney|322|
        Broome|AU|Western Australia|-17.9614|122.2359|Australia/Perth|14|
        Auckland|NZ|Auckland|-36.8485|174.7633|Pacific/Auckland|1657|mi=Tāmaki Makaurau
        Wellington|NZ|Wellington|-41.2865|174.7762|Pacific/Auckland|215|mi=Te Whanganui-a-Tara
        Christchurch|NZ|Canterbury|-43.5321|172.6362|Pacific/Auckland|381|mi=Ōtautahi
        Queenstown|NZ|Otago|-45.0312|168.6626|Pacific/Auckland|16|
        Dunedin|NZ|Otago|-45.8788|170.5028|Pacific/Auckland|134|
        Port Moresby|PG|National Capital|-9.4438|147.1803|Pacific/Port_Moresby|364|
        Suva|FJ|Central|-18.1416|178.4419|Pacific/Fiji|94|
        Nadi|FJ|Western|-17.7765|177.4356|Pacific/Fiji|71|
        Nouméa|NC|South Province|-22.2558|166.4505|Pacific/Noumea|94|en=Noumea
        Port Vila|VU|Shefa|-17.7333|168.3273|Pacific/Efate|51|
        Honiara|SB|Guadalcanal|-9.4456|159.9729|Pacific/Guadalcanal|92|
        Apia|WS|Tuamasaga|-13.8333|-171.7667|Pacific/Apia|37|
        Nuku'alofa|TO|Tongatapu|-21.1394|-175.2049|Pacific/Tongatapu|23|
        Papeete|PF|Windward Islands|-17.5516|-149.5585|Pacific/Tahiti|26|
        Tarawa|KI|Gilbert Islands|1.4518|172.9717|Pacific/Tarawa|64|
        Majuro|MH|Majuro|7.0897|171.3803|Pacific/Majuro|28|
        Palikir|FM|Pohnpei|6.9248|158.1611|Pacific/Pohnpei|5|
        Koror|PW|Koror|7.3419|134.4792|Pacific/Palau|11|
        Hagåtña|GU|Guam|13.4757|144.7489|Pacific/Guam|1|en=Hagatna
        Funafuti|TV|Funafuti|-8.5211|179.1983|Pacific/Funafuti|6|
        Avarua|CK|Rarotonga|-21.2075|-159.7750|Pacific/Rarotonga|5|
        Pago Pago|AS|Eastern District|-14.2756|-170.7020|Pacific/Pago_Pago|4|
        Kiritimati|KI|Line Islands|1.8721|-157.4278|Pacific/Kiritimati|7|
        Adamstown|PN|Pitcairn Islands|-25.0660|-130.1015|Pacific/Pitcairn|1|
        Hanga Roa|CL|Valparaíso|-27.1500|-109.4333|Pacific/Easter|8|
        McMurdo Station|AQ|Ross Dependency|-77.8419|166.6863|Antarctica/McMurdo|1|
        Amundsen-Scott South Pole Station|AQ||-89.9978|139.2728|Antarctica/McMurdo|1|
        Rothera Research Station|AQ||-67.5679|-68.1274|Antarctica/Rothera|1|
        Casey Station|AQ||-66.2823|110.5278|Antarctica/Casey|1|
        Vostok Station|AQ||-78.4645|106.8375|Antarctica/Vostok|1|
        Alert|CA|Nunavut|82.5018|-62.3481|America/Toronto|1|
        Ny-Ålesund|SJ|Svalbard|78.9250|11.9300|Arctic/Longyearbyen|1|
        Lord Howe Island|AU|New South Wales|-31.5553|159.0821|Australia/Lord_Howe|1|
        Waitangi|NZ|Chatham Islands|-43.9535|-176.5597|Pacific/Chatham|1|
        """
}
